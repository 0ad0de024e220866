import { z } from 'zod';

/** What this helper reads of a zod 4 schema's definition. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
}

// zod exposes `clone(def)` on every schema but types it on the internal classes only.
type Cloneable = z.ZodType & { clone(def: object): z.ZodType };

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

function cloneWith(schema: z.ZodType, changes: object): z.ZodType {
  const copy = (schema as Cloneable).clone({ ...defOf(schema), ...changes });
  const meta = z.globalRegistry.get(schema);
  return meta ? copy.meta(meta) : copy;
}

/**
 * The same request schema with every object in it strict: a field it does not define is refused
 * (zod's `unrecognized_keys`, turned into one field error per unknown field) instead of dropped in
 * silence, and the OpenAPI document says `additionalProperties: false`. Transforms, refinements,
 * defaults and descriptions are kept; parts without objects are returned as they are.
 */
export function strictBody<T extends z.ZodType>(schema: T): T {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape ?? {}).map(([key, field]) => [key, strictBody(field)]));
      return cloneWith(schema, { shape, catchall: z.never() }) as T;
    }
    case 'array': {
      const element = strictBody(def.element!);
      return element === def.element ? schema : (cloneWith(schema, { element }) as T);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault': {
      const innerType = strictBody(def.innerType!);
      return innerType === def.innerType ? schema : (cloneWith(schema, { innerType }) as T);
    }
    case 'pipe': {
      const input = strictBody(def.in!);
      return input === def.in ? schema : (cloneWith(schema, { in: input }) as T);
    }
    default:
      return schema;
  }
}
