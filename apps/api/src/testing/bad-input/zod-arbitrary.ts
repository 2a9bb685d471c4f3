import fc from 'fast-check';
import type { z } from 'zod';

// Values a zod schema (zod 4) accepts, as fast-check arbitraries: a small generic derivation for
// the request schemas. Refinements are not solved, so a value may still be refused: that is fine
// for properties that hold for every input.

/** The internal definition zod 4 keeps on every schema (`_zod.def`), as far as read here. */
type Def = {
  type: string;
  checks?: { _zod: { def: Check } }[];
  [key: string]: unknown;
};
type Check = {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** Strings longer than this are left to the violations: valid ones stay quick to send. */
const LONGEST_VALID_STRING = 80;

function lengthBounds(def: Def) {
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max ?? Number.POSITIVE_INFINITY, check.maximum ?? 0);
    if (check.check === 'length_equals') {
      min = check.length ?? 0;
      max = check.length;
    }
  }
  return { min, max };
}

/** The longest string a schema accepts, when it says (for the too-long violations). */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const def = defOf(schema);
  if (def.type === 'string') return lengthBounds(def).max;
  const inner = unwrap(schema);
  return inner === schema ? undefined : maxLengthOf(inner);
}

function stringArbitrary(def: Def): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(def);
  const patterns = checksOf(def)
    .map((check) => check.pattern)
    .filter((pattern): pattern is RegExp => pattern instanceof RegExp);
  if (def.pattern instanceof RegExp) patterns.unshift(def.pattern);
  const [pattern] = patterns;
  if (pattern) return fc.stringMatching(pattern);
  if (def.format === 'url') return fc.webUrl();
  if (def.format === 'uuid') return fc.uuid();
  const maxLength = Math.max(min, Math.min(max ?? LONGEST_VALID_STRING, LONGEST_VALID_STRING));
  return fc.oneof(
    fc.string({ minLength: min, maxLength }),
    fc.string({ minLength: min, maxLength, unit: 'grapheme' }),
  );
}

function numberArbitrary(def: Def): fc.Arbitrary<number> {
  let min = -Number.MAX_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  let minExcluded = false;
  let maxExcluded = false;
  let integer = false;
  for (const check of checksOf(def)) {
    const value = Number(check.value);
    if (check.check === 'greater_than' && value >= min) [min, minExcluded] = [value, !check.inclusive];
    if (check.check === 'less_than' && value <= max) [max, maxExcluded] = [value, !check.inclusive];
    if (check.check === 'number_format') {
      integer = true;
      if (check.format === 'int32') [min, max] = [Math.max(min, -(2 ** 31)), Math.min(max, 2 ** 31 - 1)];
    }
  }
  if (integer) {
    return fc.integer({
      min: Math.ceil(minExcluded ? min + 1 : min),
      max: Math.floor(maxExcluded ? max - 1 : max),
    });
  }
  return fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
}

/** The schema inside optional / nullable / default / readonly / catch wrappers, or the schema. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  const inner = def.innerType as z.ZodType | undefined;
  if (inner) return unwrap(inner);
  // A pipe validates its input first: the request sends what `in` reads (a preprocess reads any).
  if (def.type === 'pipe') {
    const input = def.in as z.ZodType;
    return defOf(input).type === 'transform' ? unwrap(def.out as z.ZodType) : unwrap(input);
  }
  return schema;
}

/** Whether a field of an object may be left out. */
export const isOptional = (schema: z.ZodType) => schema._zod.optin === 'optional';

/** Object shape of a schema (through wrappers and pipes), or undefined when it is no object. */
export function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = defOf(unwrap(schema));
  return def.type === 'object' ? (def.shape as Record<string, z.ZodType>) : undefined;
}

/** An arbitrary of values the schema accepts (best effort, see above). */
export function validArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (key: string) => validArbitrary(def[key] as z.ZodType);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def);
    case 'number':
      return numberArbitrary(def);
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 2n ** 64n });
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return validArbitrary(unwrap(schema));
    case 'lazy':
      return validArbitrary((def.getter as () => z.ZodType)());
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(validArbitrary));
    case 'intersection':
      return inner('left');
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map(validArbitrary));
    case 'array': {
      const { min, max } = lengthBounds(def);
      return fc.array(inner('element'), { minLength: min, maxLength: Math.max(min, Math.min(max ?? 4, 4)) });
    }
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), inner('valueType'), { maxKeys: 3 });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return fc.record(
        Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, validArbitrary(field)])),
      );
    }
    default:
      // any, unknown, custom, transform, file: nothing to derive from.
      return fc.jsonValue({ maxDepth: 1 });
  }
}
