import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../routes/index.js';
import { OPENAPI_YAML_PATH, readsDifferentlyInYaml11, toPortableYaml } from './yaml.js';

describe('openapi.yaml for YAML 1.1 parsers', () => {
  it('reads the same under YAML 1.1 (dates and examples stay strings) as the served JSON document', () => {
    const asYaml11 = parse(readFileSync(OPENAPI_YAML_PATH, 'utf8'), { version: '1.1' }) as unknown;
    expect(asYaml11).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
  });

  it('keeps a date example such as the child support asOf a string', () => {
    const asYaml11 = parse(readFileSync(OPENAPI_YAML_PATH, 'utf8'), { version: '1.1' }) as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { example: { asOf?: unknown } }> } } }>;
    };
    const example = asYaml11.paths['/api/v1/calculators/child-support']?.post.requestBody.content['application/json']?.example;
    expect(typeof example?.asOf).toBe('string');
  });

  it.each([
    ['2026-11-01', true],
    ['2026-1-1', true],
    ['2026-11-01T10:00:00Z', true],
    ['2026-11-01 10:00:00.5 +02:00', true],
    ['yes', true],
    ['Off', true],
    ['2026-11', false],
    ['November 1, 2026', false],
    ['true', false],
    ['yesterday', false],
  ])('knows whether %j reads differently in YAML 1.1 (%s)', (value, expected) => {
    expect(readsDifferentlyInYaml11(value)).toBe(expected);
  });

  it('quotes exactly those strings, so both YAML versions read back the same value', () => {
    const value = { from: '2026-11-01', at: '2026-11-01T10:00:00Z', answer: 'no', plain: 'a date', count: 3, flag: true };
    const text = toPortableYaml(value);
    expect(text).toContain('from: "2026-11-01"');
    expect(text).toContain('answer: "no"');
    expect(text).toContain('plain: a date');
    expect(parse(text, { version: '1.1' })).toEqual(value);
    expect(parse(text)).toEqual(value);
  });
});
