import fc from 'fast-check';
import type { z } from 'zod';
import { hostileValue, violationArbitrary } from './hostile-values.ts';
import { validArbitrary } from './zod-arbitrary.ts';

// One generated request for an endpoint: its path parameters, query, headers and body, each either
// derived from the endpoint's request schema or a violation of it.

/** What an endpoint reads, as registered for its OpenAPI document (zod schemas). */
export type EndpointInputs = {
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  /** Body schema per content type ('application/json', 'multipart/form-data'). */
  body?: Partial<Record<string, z.ZodType>>;
};

export type GeneratedRequest = { url: string; init: RequestInit; summary: string };

/** A part is derived from its schema three times in five, violated otherwise. */
const validOrNot = (schema: z.ZodType) =>
  fc.oneof(
    { arbitrary: validArbitrary(schema), weight: 3 },
    { arbitrary: violationArbitrary(schema), weight: 2 },
  );

/** Path and query values are text: how a client would write a generated value into a URL. */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value !== null && typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

const entriesOf = (value: unknown): [string, unknown][] =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];

/** Path ids that are no ids: words, signs, fractions, past int4 and int8, encoded slashes. */
const BAD_PATH_SEGMENTS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  ' 1',
  '0x1F',
  '2147483648',
  '9223372036854775808',
  '%2F..',
  '..',
];

function pathArbitrary(template: string, params: z.ZodType | undefined, knownIds: number[]) {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  if (names.length === 0) return fc.constant(template);
  const values = params ? validOrNot(params) : fc.constant({});
  const oneBad = fc.oneof(fc.constantFrom(...BAD_PATH_SEGMENTS), hostileValue().map(asText));
  const known = knownIds.length > 0 ? fc.constantFrom(...knownIds) : fc.constant(1);
  return fc
    .tuple(
      values,
      fc.array(fc.oneof(known, oneBad), { minLength: names.length, maxLength: names.length }),
      fc.nat(3),
    )
    .map(([generated, alternatives, pick]) => {
      const object = Object.fromEntries(entriesOf(generated));
      return names.reduce((path, name, index) => {
        // One time in four a real id of the fixtures (or a bad segment), so valid ids also hit rows.
        const value = pick === 0 || !(name in object) ? alternatives[index] : object[name];
        return path.replace(`{${name}}`, encodeURIComponent(asText(value)));
      }, template);
    });
}

function queryArbitrary(query: z.ZodType | undefined) {
  const extra = fc.option(
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'page', 'limit', 'x'), hostileValue().map(asText)),
    { freq: 4 },
  );
  const values = query ? validOrNot(query) : fc.constant({});
  return fc.tuple(values, extra).map(([generated, added]) => {
    const search = new URLSearchParams();
    const entries = entriesOf(generated);
    if (!query && entries.length === 0 && generated !== undefined && typeof generated !== 'object')
      search.append('q', asText(generated));
    for (const [key, value] of entries) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item));
    }
    if (added) search.append(added[0], added[1]);
    const text = search.toString();
    return text ? `?${text}` : '';
  });
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Header values must be Latin-1 without controls, or the Request cannot even be built. */
const headerSafe = (value: unknown) =>
  asText(value)
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, 4_000)
    .trim();

function headersArbitrary(headers: z.ZodType | undefined): fc.Arbitrary<Record<string, string>> {
  if (!headers) return fc.constant({});
  return validOrNot(headers).map((generated) =>
    Object.fromEntries(
      entriesOf(generated)
        .filter(([name, value]) => value !== undefined && HEADER_NAME.test(name))
        .map(([key, value]) => [key, headerSafe(value)]),
    ),
  );
}

type Body = { contentType?: string; payload?: BodyInit };

function formOf(value: unknown): FormData {
  const form = new FormData();
  for (const [key, field] of entriesOf(value)) {
    if (field === undefined) continue;
    form.append(key, asText(field));
  }
  return form;
}

/** Bodies no schema can read: broken JSON, a JSON body under another type, broken multipart. */
const MALFORMED_BODIES: Body[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":1}}' },
  { contentType: 'application/json', payload: "{'a':1}" },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json; charset=utf-16', payload: '{"a":1}' },
  { contentType: 'text/plain', payload: '{"a":1}' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&__proto__=2' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'multipart/form-data; boundary=xyz', payload: '--xyz\r\nbroken' },
  { payload: '{"a":1}' },
];

function bodyArbitrary(content: EndpointInputs['body']): fc.Arbitrary<Body> {
  const kinds = Object.entries(content ?? {}).filter((entry): entry is [string, z.ZodType] => !!entry[1]);
  if (kinds.length === 0) return fc.constant({});
  const generated = kinds.map(([type, schema]) =>
    validOrNot(schema).map(
      (value): Body =>
        type === 'multipart/form-data'
          ? { payload: formOf(value) }
          : { contentType: type, payload: JSON.stringify(value) },
    ),
  );
  // The other encoding of a generated value: JSON to a form endpoint, a form to a JSON one.
  const [firstType, firstSchema] = kinds[0] as [string, z.ZodType];
  const swapped = validArbitrary(firstSchema).map(
    (value): Body =>
      firstType === 'multipart/form-data'
        ? { contentType: 'application/json', payload: JSON.stringify(value) }
        : { payload: formOf(value) },
  );
  return fc.oneof(
    { arbitrary: fc.oneof(...generated), weight: 8 },
    { arbitrary: fc.constantFrom(...MALFORMED_BODIES), weight: 1 },
    { arbitrary: swapped, weight: 1 },
  );
}

/** Requests for one endpoint; `knownIds` are ids of rows the fixtures made, for path parameters. */
export function requestArbitrary(
  method: string,
  template: string,
  inputs: EndpointInputs,
  knownIds: number[],
): fc.Arbitrary<GeneratedRequest> {
  return fc
    .tuple(
      pathArbitrary(template, inputs.params, knownIds),
      queryArbitrary(inputs.query),
      headersArbitrary(inputs.headers),
      bodyArbitrary(inputs.body),
    )
    .map(([path, query, headers, body]) => {
      const allHeaders: Record<string, string> = { ...headers };
      if (body.contentType) allHeaders['Content-Type'] = body.contentType;
      const summary = `${method} ${path}${query} ${JSON.stringify(headers)} ${describeBody(body)}`;
      return {
        url: `${path}${query}`,
        init: { method, headers: allHeaders, body: body.payload },
        summary,
      };
    });
}

function describeBody(body: Body): string {
  if (body.payload instanceof FormData)
    return `form ${JSON.stringify([...body.payload.entries()]).slice(0, 500)}`;
  return `${body.contentType ?? '(no type)'} ${String(body.payload ?? '').slice(0, 500)}`;
}
