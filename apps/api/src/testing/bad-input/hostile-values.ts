import fc from 'fast-check';
import type { z } from 'zod';
import { isOptional, maxLengthOf, shapeOf, unwrap, validArbitrary } from './zod-arbitrary.ts';

// Violations of a schema: values of the wrong type or out of bounds, texts that break parsers or
// SQL, prototype keys, missing fields, and bodies of the wrong kind altogether.

const TRICKY_TEXTS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '-0',
  '1e309',
  '0x1F',
  '1_000',
  '1.5',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '99999999999999999999999999999999',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '\\',
  '%',
  '_',
  '\u0000',
  'a\u0000b',
  '\u202e\u0301\u200b',
  '💥🔑👩‍👩‍👧',
  'Ａｄｍｉｎ',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"$gt":""}',
];

/** Numbers past every column: huge, negative, fractional, and those JSON turns into null. */
const TRICKY_NUMBERS = [
  -1,
  0,
  0.5,
  -0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e21,
  -1e21,
  Number.MAX_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** Long texts: past the schema's own bound when it has one, and past any column. */
const longText = (bound: number | undefined) =>
  fc
    .tuple(
      fc.constantFrom(...[bound === undefined ? 256 : bound + 1, 256, 5_001, 70_000]),
      fc.constantFrom('a', 'é', '💥', "'", '9'),
    )
    .map(([length, unit]) => unit.repeat(length));

const hostileValues = new Map<number | undefined, fc.Arbitrary<unknown>>();

/**
 * A hostile scalar or structure for one value, of any type. Made once per bound: building fast-check's
 * string arbitraries maps every grapheme, and one made per generated value (inside `chain`) took a
 * sixth of the bad-input suite's time. An arbitrary holds no state, so sharing it changes no value.
 */
export function hostileValue(bound?: number): fc.Arbitrary<unknown> {
  const made = hostileValues.get(bound);
  if (made) return made;
  const arbitrary = fc.oneof(
    { arbitrary: fc.constantFrom(...TRICKY_TEXTS), weight: 4 },
    { arbitrary: fc.constantFrom(...TRICKY_NUMBERS), weight: 2 },
    { arbitrary: longText(bound), weight: 2 },
    ...unboundedHostileValues(),
  );
  hostileValues.set(bound, arbitrary);
  return arbitrary;
}

let unbounded: fc.Arbitrary<unknown>[] | undefined;

/**
 * The hostile values no bound changes, made once for every bound: each of its strings builds its
 * grapheme mapping, and one set per bound (a schema has many) cost seconds of every file's CPU.
 */
function unboundedHostileValues(): fc.Arbitrary<unknown>[] {
  unbounded ??= [
    fc.constantFrom(null, true, false),
    fc.string({ unit: 'grapheme', maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 30 }),
    fc.integer(),
    fc.double(),
    fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
    prototypeKeys(fc.constant({})),
  ];
  return unbounded;
}

/** The object with own `__proto__` and `constructor` keys, as a JSON parser would make them. */
export function prototypeKeys(object: fc.Arbitrary<Record<string, unknown>>) {
  return object.map((value) => {
    const poisoned: Record<string, unknown> = { ...value, constructor: { prototype: { isAdmin: true } } };
    Object.defineProperty(poisoned, '__proto__', {
      value: { role_name: 'BUSINESS', isAdmin: true, status: 'ACTIVE' },
      enumerable: true,
    });
    return poisoned;
  });
}

/** An object valid but for one field: wrong, missing (when required), or a prototype key added. */
function objectViolation(schema: z.ZodType, shape: Record<string, z.ZodType>): fc.Arbitrary<unknown> {
  const valid = validArbitrary(unwrap(schema)) as fc.Arbitrary<Record<string, unknown>>;
  const keys = Object.keys(shape);
  if (keys.length === 0) return prototypeKeys(fc.constant({}));
  const required = keys.filter((key) => !isOptional(shape[key] as z.ZodType));
  const oneWrong = fc
    .constantFrom(...keys)
    .chain((key) =>
      fc
        .tuple(valid, hostileValue(maxLengthOf(shape[key] as z.ZodType)))
        .map(([object, bad]) => ({ ...object, [key]: bad })),
    );
  const choices = [
    { arbitrary: oneWrong, weight: 6 },
    { arbitrary: prototypeKeys(valid), weight: 1 },
    {
      arbitrary: fc
        .tuple(valid, fc.array(fc.constantFrom(...keys), { minLength: 1 }))
        .map(([object, wrapped]) => arraysFor(object, wrapped)),
      weight: 1,
    },
  ];
  if (required.length > 0) {
    const missing = fc
      .tuple(valid, fc.constantFrom(...required))
      .map(([object, key]) => Object.fromEntries(Object.entries(object).filter(([name]) => name !== key)));
    choices.push({ arbitrary: missing, weight: 2 });
  }
  return fc.oneof(...choices);
}

/** The fields named in `keys` each wrapped in an array (a form library's repeated field). */
const arraysFor = (object: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, keys.includes(key) ? [value] : value]),
  );

/** Values the schema refuses: per field for objects, the whole value otherwise. */
export function violationArbitrary(schema: z.ZodType): fc.Arbitrary<unknown> {
  const shape = shapeOf(schema);
  const valid = validArbitrary(schema);
  const wholeValue = fc.oneof(
    hostileValue(maxLengthOf(schema)),
    fc.array(valid, { minLength: 1, maxLength: 2 }),
  );
  return shape ? fc.oneof({ arbitrary: objectViolation(schema, shape), weight: 4 }, wholeValue) : wholeValue;
}
