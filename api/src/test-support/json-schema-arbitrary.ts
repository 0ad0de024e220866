import fc from 'fast-check';

/**
 * fast-check arbitraries made from the JSON Schemas of an OpenAPI 3.1 document: values a schema
 * accepts, and values that break exactly one of its constraints. Covers what our request schemas use
 * (types, enum, const, anyOf/oneOf, bounds, patterns, lengths, formats, required, closed objects).
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export type Resolve = (schema: JsonSchema) => JsonSchema;

/** A resolver of `#/components/schemas/...` references within `components`. */
export function resolverFor(components: Record<string, JsonSchema>): Resolve {
  const resolve: Resolve = (schema) => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target) throw new Error(`No schema ${schema.$ref}`);
    return resolve(target);
  };
  return resolve;
}

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** The branches of a schema: each alternative of anyOf/oneOf (recursively), else the schema itself. */
export function branchesOf(schema: JsonSchema, resolve: Resolve): JsonSchema[] {
  const s = resolve(schema);
  const options = s.anyOf ?? s.oneOf;
  if (options) return options.flatMap((option) => branchesOf(option, resolve));
  const types = typesOf(s);
  if (types.length > 1) return types.map((type) => ({ ...s, type }));
  return [s];
}

function dateText(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const dates = fc.date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2040-12-31T00:00:00Z'), noInvalidDate: true });

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength;
  const fits = (text: string) => text.length >= min && (max === undefined || text.length <= max);
  if (s.format === 'date') return dates.map(dateText);
  if (s.format === 'date-time') return dates.map((d) => d.toISOString());
  if (s.pattern) {
    const pattern = new RegExp(s.pattern);
    return fc.stringMatching(pattern).filter(fits);
  }
  return fc.string({ minLength: min, ...(max !== undefined ? { maxLength: Math.min(max, min + 40) } : { maxLength: min + 40 }) });
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = s.minimum ?? s.exclusiveMinimum ?? -1e6;
  const high = s.maximum ?? s.exclusiveMaximum ?? 1e6;
  const inside = (n: number) =>
    (s.exclusiveMinimum === undefined || n > s.exclusiveMinimum) && (s.exclusiveMaximum === undefined || n < s.exclusiveMaximum);
  if (integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) }).filter(inside);
  const edges = [low, high].filter(inside);
  return fc.oneof(
    fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }).filter(inside),
    fc.integer({ min: Math.ceil(low), max: Math.floor(high) }).filter(inside),
    ...(edges.length > 0 ? [fc.constantFrom(...edges)] : []),
  );
}

/** Values the schema accepts. */
export function validValue(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.allOf) throw new Error('allOf is not used by our request schemas');
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map((option) => validValue(option, resolve, depth)));
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...s, type }, resolve, depth)));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'number':
      return numberArbitrary(s, false);
    case 'integer':
      return numberArbitrary(s, true);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(s.items ?? {}, resolve, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, (s.minItems ?? 0) + 4),
      });
    case 'object':
    case undefined: {
      if (!s.properties) return types[0] === 'object' ? fc.constant({}) : fc.jsonValue({ maxDepth: 1 });
      const required = s.required ?? [];
      const model = Object.fromEntries(Object.entries(s.properties).map(([key, inner]) => [key, validValue(inner, resolve, depth + 1)]));
      return fc.record(model, { requiredKeys: required.filter((key) => key in model) as never[] }) as fc.Arbitrary<unknown>;
    }
    default:
      throw new Error(`Unsupported type ${String(types[0])}`);
  }
}

/** One broken constraint: where, what, and the body with it broken. */
export interface Breakage {
  /** Dotted path of the field the server must name. */
  path: string;
  kind: 'missing required' | 'wrong type' | 'out of bounds' | 'bad pattern' | 'not a choice' | 'too long' | 'unknown field';
  body: unknown;
}

type Step = string | number;

function setAt(root: unknown, path: Step[], value: unknown, remove = false): unknown {
  const copy = structuredClone(root) as Record<Step, unknown>;
  let target = copy;
  for (const step of path.slice(0, -1)) target = target[step] as Record<Step, unknown>;
  const last = path[path.length - 1]!;
  if (remove) delete target[last];
  else target[last] = value;
  return copy;
}

/** Every value of a JSON body with its schema, for choosing a place to break. */
function places(schema: JsonSchema, value: unknown, resolve: Resolve, accepts: (schema: JsonSchema, value: unknown) => boolean, path: Step[] = []): { path: Step[]; schema: JsonSchema; value: unknown }[] {
  // The branch this value took (the first whose schema accepts it).
  const branch = branchesOf(schema, resolve).find((candidate) => accepts(candidate, value)) ?? resolve(schema);
  const here = { path, schema, value };
  if (Array.isArray(value) && branch.items) {
    return [here, ...value.flatMap((item, i) => places(branch.items!, item, resolve, accepts, [...path, i]))];
  }
  if (value !== null && typeof value === 'object' && branch.properties) {
    return [
      here,
      ...Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
        branch.properties![key] ? places(branch.properties![key], inner, resolve, accepts, [...path, key]) : [],
      ),
    ];
  }
  return [here];
}

const WRONG_TYPE_SAMPLES: Record<string, unknown> = {
  string: 'not a number',
  number: 12.5,
  integer: 7,
  boolean: true,
  null: null,
  array: [1],
  object: { unexpected: 1 },
};

/**
 * The ways to break one constraint of `body` (a value its schema accepts), each checked with
 * `accepts` to be refused by the whole schema: the server must refuse every one of them.
 */
export function breakages(
  schema: JsonSchema,
  body: unknown,
  resolve: Resolve,
  accepts: (schema: JsonSchema, value: unknown) => boolean,
): Breakage[] {
  const found: Breakage[] = [];
  const add = (path: Step[], kind: Breakage['kind'], broken: unknown) => {
    if (!accepts(schema, broken)) found.push({ path: path.join('.'), kind, body: broken });
  };
  for (const place of places(schema, body, resolve, accepts)) {
    const branches = branchesOf(place.schema, resolve);
    const objectBranch = branches.find((b) => b.properties && place.value !== null && typeof place.value === 'object' && !Array.isArray(place.value));
    if (objectBranch) {
      for (const key of objectBranch.required ?? []) {
        if (key in (place.value as object)) add([...place.path, key], 'missing required', setAt(body, [...place.path, key], undefined, true));
      }
      if (objectBranch.additionalProperties === false) add([...place.path, 'unexpectedField'], 'unknown field', setAt(body, [...place.path, 'unexpectedField'], 'x'));
    }
    if (place.path.length === 0) continue;
    const allowed = new Set(branches.flatMap((b) => (b.enum ? [typeof b.enum[0] === 'number' ? 'number' : typeof b.enum[0] === 'string' ? 'string' : 'null'] : typesOf(b))));
    for (const [type, sample] of Object.entries(WRONG_TYPE_SAMPLES)) {
      if (!allowed.has(type) && !(type === 'integer' && allowed.has('number'))) add(place.path, 'wrong type', setAt(body, place.path, sample));
    }
    for (const b of branches) {
      if (b.enum && typeof b.enum[0] === 'string') add(place.path, 'not a choice', setAt(body, place.path, `${String(b.enum[0])}-not-a-choice`));
      if (b.enum && typeof b.enum[0] === 'number') add(place.path, 'not a choice', setAt(body, place.path, Math.max(...(b.enum as number[])) + 1));
      if (b.maximum !== undefined) add(place.path, 'out of bounds', setAt(body, place.path, b.maximum + 1));
      if (b.minimum !== undefined) add(place.path, 'out of bounds', setAt(body, place.path, b.minimum - 1));
      if (b.exclusiveMaximum !== undefined) add(place.path, 'out of bounds', setAt(body, place.path, b.exclusiveMaximum));
      if (b.exclusiveMinimum !== undefined) add(place.path, 'out of bounds', setAt(body, place.path, b.exclusiveMinimum));
      if (typesOf(b).includes('integer') && b.maximum !== undefined) add(place.path, 'out of bounds', setAt(body, place.path, b.maximum - 0.5));
      if (b.pattern || b.format === 'date') {
        for (const text of ['abc', '12abc', '-1', '1e3', '2026-13-45', '$-5', '1,0000']) add(place.path, 'bad pattern', setAt(body, place.path, text));
      }
      if (b.maxLength !== undefined && typeof place.value === 'string') {
        const longer = place.value.trim() === '' ? 'a'.repeat(b.maxLength + 1) : place.value.padEnd(b.maxLength + 1, 'a');
        add(place.path, 'too long', setAt(body, place.path, longer));
      }
    }
  }
  return found;
}
