// The fuzz's cases (./fuzz.ts) for one operation of the contract: requests the contract accepts, built from its
// schemas, and requests it refuses, each a named mutation of an accepted one (wrong types, missing or extra
// properties, huge or strange strings, nulls, deep nesting, malformed JSON, wrong media types, odd parameters,
// forged cookies, other roles, foreign origins). Every case is raw HTTP and names the session it is sent with.
import { operations, type OperationId } from '@aafiyat/api';
import { operationObject, requestBodyValidator, resolve, type SchemaObject } from '@aafiyat/api/testing';
import { ATTACHMENT_MIME_TYPES, USER_ROLES, type UserRole } from '@aafiyat/domain';
import fc from 'fast-check';
import { PDF_BYTES, PNG_BYTES } from '../test/care-support';
import { valueOf, type RawRequest } from './fuzz-schema';
import * as odd from './fuzz-values';

/** Who sends a case: nobody, or a signed-in person of a role. */
export type Auth = 'anonymous' | UserRole;

/** One request of the fuzz: `kind` is `valid` or the mutation's name. */
export interface FuzzCase {
  kind: string;
  auth: Auth;
  request: RawRequest;
}

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: SchemaObject;
}

type Media = 'json' | 'form' | 'multipart';

/** An accepted request before it is written out: parameters as text, the body as a value of one media type. */
interface Input {
  path: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  body: { media: Media; value: unknown } | undefined;
}

const MEDIA: Record<string, Media> = {
  'application/json': 'json',
  'application/x-www-form-urlencoded': 'form',
  'multipart/form-data': 'multipart',
};
const CONTENT_TYPE: Record<Media, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: `multipart/form-data; boundary=${odd.BOUNDARY}`,
};
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Text for a parameter: numbers and booleans as a browser writes them in a URL. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** Builds the valid and invalid cases of one operation, sent with `origin` as the site's own origin. */
export function operationCases(id: OperationId, origin: string) {
  const definition = operations[id];
  const operation = operationObject(id);
  const method = definition.method.toUpperCase();
  const roles: readonly UserRole[] = definition.session ? (definition.roles as readonly UserRole[]) : [];
  const parameters: Parameter[] = (operation.parameters ?? []).map((raw) => {
    const parameter = resolve(raw);
    return {
      name: parameter.name,
      in: parameter.in,
      required: parameter.required === true,
      schema: parameter.schema ?? {},
    };
  });
  const content = operation.requestBody ? (resolve(operation.requestBody).content ?? {}) : {};
  const bodies = Object.entries(content).flatMap(([type, media]) => {
    const kind = MEDIA[type];
    return kind && media.schema ? [{ media: kind, schema: resolve(media.schema) }] : [];
  });
  const accepts = requestBodyValidator(id);

  const parameterValue = (parameter: Parameter): fc.Arbitrary<string> =>
    parameter.in === 'header' ? odd.headerText : valueOf(parameter.schema).map(asText);
  const located = (where: string) => parameters.filter((parameter) => parameter.in === where);
  const optional = <T>(parameter: Parameter, arbitrary: fc.Arbitrary<T>) =>
    parameter.required
      ? arbitrary.map((value) => [value])
      : fc.option(arbitrary).map((v) => (v === null ? [] : [v]));

  const bodyValue = (media: Media, schema: SchemaObject): fc.Arbitrary<unknown> => {
    if (media !== 'multipart') {
      const values = valueOf(schema);
      return media === 'json' && accepts ? values.filter((value) => accepts(value)) : values;
    }
    // Multipart: binary properties are files, the rest form fields.
    const properties = (schema.properties ?? {}) as Record<string, SchemaObject>;
    const required = (schema.required ?? []) as string[];
    const model: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [name, property] of Object.entries(properties)) {
      model[name] = resolve(property).format === 'binary' ? file : valueOf(property).map(asText);
    }
    return fc.record(model, { requiredKeys: required });
  };

  const valid: fc.Arbitrary<Input> = fc.record({
    path: fc.record(Object.fromEntries(located('path').map((p) => [p.name, parameterValue(p)]))),
    query: fc
      .tuple(
        ...located('query').map((p) =>
          optional(
            p,
            parameterValue(p).map((v): [string, string] => [p.name, v]),
          ),
        ),
      )
      .map((lists) => lists.flat()),
    headers: fc
      .tuple(
        ...located('header').map((p) =>
          optional(
            p,
            parameterValue(p).map((v) => [p.name, v] as const),
          ),
        ),
      )
      .map((lists) => Object.fromEntries(lists.flat())),
    body:
      bodies.length === 0
        ? fc.constant(undefined)
        : fc.oneof(
            ...bodies.map(({ media, schema }) => bodyValue(media, schema).map((value) => ({ media, value }))),
          ),
  });

  /**
   * Writes an input out as HTTP; `body` and `contentType` replace the encoded body when given, and `raw` puts a
   * path parameter in as it is (ASCII, unencoded).
   */
  const write = (
    input: Input,
    override: { body?: Buffer | string; contentType?: string | null; raw?: [string, string] } = {},
  ) => {
    const path = definition.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      override.raw?.[0] === name ? override.raw[1] : odd.percent(input.path[name] ?? ''),
    );
    const query = input.query.map(([key, value]) => `${odd.percent(key)}=${odd.percent(value)}`).join('&');
    const headers: Record<string, string> = { ...input.headers };
    if (UNSAFE.has(method)) headers.origin = origin;
    const encoded = input.body ? odd.encode(input.body.media, input.body.value) : undefined;
    const body = override.body ?? encoded;
    const type =
      override.contentType === undefined
        ? input.body && CONTENT_TYPE[input.body.media]
        : override.contentType;
    if (body !== undefined && type) headers['content-type'] = type;
    const request: RawRequest = { method, path: query ? `${path}?${query}` : path, headers };
    if (body !== undefined) request.body = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
    return request;
  };

  const auth: fc.Arbitrary<Auth> = fc.constantFrom<Auth>('anonymous', ...roles);
  const cases = (kind: string, requests: fc.Arbitrary<RawRequest>) =>
    fc.record({ kind: fc.constant(kind), auth, request: requests });
  /** The body as an object to change: the JSON or form value, or the multipart fields and files. */
  const fields = (input: Input): Record<string, unknown> => {
    const value = input.body?.value;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  };
  const withJson = (input: Input, value: unknown) =>
    write(input, { body: odd.jsonText(value), contentType: 'application/json' });

  const mutations: fc.Arbitrary<FuzzCase>[] = [
    cases(
      'forged-cookie',
      fc.tuple(valid, odd.forgedCookie).map(([input, cookie]) => {
        const request = write(input);
        request.headers.cookie = cookie;
        return request;
      }),
    ).map((c) => ({ ...c, auth: 'anonymous' as const })),
    cases(
      'query-junk',
      fc.tuple(valid, odd.rawQuery).map(([input, junk]) => {
        const request = write(input);
        request.path += `${request.path.includes('?') ? '&' : '?'}${junk}`;
        return request;
      }),
    ),
    cases(
      'header-junk',
      fc.tuple(valid, odd.headerJunk).map(([input, [name, value]]) => {
        const request = write(input);
        request.headers[name] = value;
        return request;
      }),
    ),
  ];
  if (parameters.some((p) => p.in !== 'header')) {
    const named = parameters.filter((p) => p.in !== 'header');
    mutations.push(
      cases(
        'param-junk',
        fc.tuple(valid, fc.constantFrom(...named), odd.paramText).map(([input, p, junk]) => {
          if (p.in === 'path') return write({ ...input, path: { ...input.path, [p.name]: junk } });
          const rest = input.query.filter(([key]) => key !== p.name);
          return write({ ...input, query: [...rest, [p.name, junk]] });
        }),
      ),
      cases(
        'param-missing-or-repeated',
        fc.tuple(valid, fc.constantFrom(...named), fc.boolean()).map(([input, p, repeat]) => {
          const value = input.query.find(([key]) => key === p.name)?.[1] ?? input.path[p.name] ?? '1';
          const rest = input.query.filter(([key]) => key !== p.name);
          const query: [string, string][] = repeat ? [...rest, [p.name, value], [p.name, `${value}0`]] : rest;
          return write({ ...input, query, path: { ...input.path, [p.name]: repeat ? value : '' } });
        }),
      ),
    );
  }
  const inPath = located('path');
  if (inPath.length > 0) {
    mutations.push(
      cases(
        'path-raw',
        fc
          .tuple(valid, fc.constantFrom(...inPath), odd.rawSegment)
          .map(([input, p, raw]) => write(input, { raw: [p.name, raw] })),
      ),
    );
  }
  if (roles.length > 0 && roles.length < USER_ROLES.length) {
    const others = USER_ROLES.filter((role) => !roles.includes(role));
    mutations.push(
      fc.record({
        kind: fc.constant('other-role'),
        auth: fc.constantFrom<Auth>(...others),
        request: valid.map((i) => write(i)),
      }),
    );
  }
  if (UNSAFE.has(method)) {
    mutations.push(
      cases(
        'foreign-origin',
        fc.tuple(valid, odd.foreignOrigin).map(([input, foreign]) => {
          const request = write(input);
          request.headers.origin = foreign;
          return request;
        }),
      ),
    );
  }
  if (bodies.length === 0) {
    mutations.push(
      cases(
        'unexpected-body',
        fc
          .tuple(valid, odd.anyBody)
          .map(([input, [type, text]]) => write(input, { body: text, contentType: type })),
      ),
    );
  } else {
    mutations.push(
      cases(
        'wrong-content-type',
        fc.tuple(valid, odd.contentType).map(([input, type]) => write(input, { contentType: type })),
      ),
      cases(
        'no-body',
        fc.tuple(valid, fc.boolean()).map(([input, typed]) => {
          // With its media type kept (an empty JSON body) or without one.
          const request = write(input);
          delete request.body;
          if (!typed) delete request.headers['content-type'];
          return request;
        }),
      ),
      cases(
        'not-an-object',
        fc
          .tuple(valid, fc.jsonValue({ maxDepth: 2 }))
          .map(([input, value]) =>
            withJson(
              input,
              Array.isArray(value) || typeof value !== 'object' || value === null ? value : [value],
            ),
          ),
      ),
      cases(
        'malformed-json',
        fc
          .tuple(valid, odd.malformed)
          .map(([input, spoil]) =>
            write(input, { body: spoil(JSON.stringify(fields(input))), contentType: 'application/json' }),
          ),
      ),
      cases(
        'deep-nesting',
        fc
          .tuple(valid, odd.deepJson)
          .map(([input, deep]) =>
            write(input, { body: odd.placeAt(fields(input), deep), contentType: 'application/json' }),
          ),
      ),
      cases(
        'prototype-keys',
        fc
          .tuple(valid, odd.prototypeKeys)
          .map(([input, keys]) =>
            write(input, { body: odd.mergeRaw(fields(input), keys), contentType: 'application/json' }),
          ),
      ),
    );
    // A changed body keeps its media type (JSON, form or multipart), so each is checked for the same mistakes.
    const mutate = (kind: string, change: (value: Record<string, unknown>) => fc.Arbitrary<unknown>) =>
      cases(
        kind,
        valid.chain((input) =>
          change(fields(input)).map((value) =>
            input.body
              ? write({ ...input, body: { media: input.body.media, value } })
              : withJson(input, value),
          ),
        ),
      );
    const required = bodies.flatMap(({ schema }) => (schema.required ?? []) as string[]);
    mutations.push(
      mutate('wrong-type', (value) =>
        odd.pickKey(value).chain((key) => odd.otherType(value[key]).map((v) => ({ ...value, [key]: v }))),
      ),
      mutate('null', (value) =>
        fc.oneof(
          fc.constant(null),
          odd.pickKey(value).map((key) => ({ ...value, [key]: null })),
        ),
      ),
      mutate('extra-property', (value) =>
        fc
          .tuple(fc.oneof(odd.strangeText, odd.longName), fc.jsonValue({ maxDepth: 2 }))
          .map(([key, v]) => ({ ...value, [key]: v })),
      ),
      mutate('many-problems', (value) =>
        fc.oneof(
          odd.pickKey(value).map((key) => ({ ...value, [key]: Array.from({ length: 150 }, () => null) })),
          fc.constant({
            ...value,
            ...Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x${String(i)}`, i])),
          }),
        ),
      ),
      mutate('huge-string', (value) =>
        fc.tuple(odd.pickKey(value), odd.hugeText).map(([key, text]) => ({ ...value, [key]: text })),
      ),
      mutate('unicode', (value) =>
        fc.tuple(odd.pickKey(value), odd.strangeText).map(([key, text]) => ({ ...value, [key]: text })),
      ),
    );
    if (required.length > 0) {
      mutations.push(
        mutate('missing-required', (value) =>
          fc.constantFrom(...required).map((key) => odd.without(value, key)),
        ),
      );
    }
    if (bodies.some(({ media }) => media === 'multipart')) {
      mutations.push(
        cases(
          'multipart-broken',
          fc
            .tuple(valid, odd.brokenMultipart)
            .map(([input, [type, body]]) => write(input, { body, contentType: type })),
        ),
      );
    }
  }
  return {
    valid: fc.record({ kind: fc.constant('valid'), auth, request: valid.map((input) => write(input)) }),
    invalid: fc.oneof(...mutations),
  };
}

/** An attachment as a browser would send one: a real PNG or PDF, or any bytes, under a type it may or may not be. */
const file = fc.record({
  filename: fc.constantFrom('report.pdf', 'scan.png', 'photo.jpg', 'notes.txt', 'رپورٹ.pdf', 'x'),
  type: fc.constantFrom(...ATTACHMENT_MIME_TYPES, 'text/plain', 'application/octet-stream'),
  bytes: fc.oneof(
    fc.constant(PNG_BYTES),
    fc.constant(PDF_BYTES),
    fc.uint8Array({ maxLength: 2048 }).map((b) => Buffer.from(b)),
  ),
});
