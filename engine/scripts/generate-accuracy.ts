import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { jurisdictionCatalog, renderAccuracyReport } from '../src/accuracy/index.js';

const target = fileURLToPath(new URL('../ACCURACY.md', import.meta.url));
writeFileSync(target, renderAccuracyReport(jurisdictionCatalog()));
console.log(`wrote ${target}`);
