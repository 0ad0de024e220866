import { writeFileSync } from 'node:fs';
import { OPENAPI_YAML_PATH, openApiYaml } from './yaml.js';

writeFileSync(OPENAPI_YAML_PATH, openApiYaml());
process.stdout.write(`wrote ${OPENAPI_YAML_PATH}\n`);
