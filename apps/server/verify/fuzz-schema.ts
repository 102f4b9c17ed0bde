// The fuzz's raw material (./fuzz.ts): fast-check arbitraries built from the contract's own JSON Schemas
// (packages/api has validators and examples for the document, not generators), and raw HTTP requests whose every
// byte the fuzz chooses (fetch would refuse a body on GET and tidy up malformed headers).
import { Agent, request as httpRequest } from 'node:http';
import { resolve, type SchemaObject } from '@aafiyat/api/testing';
import fc from 'fast-check';
import { BODY_LIMIT_BYTES } from '../src/app';

const DAY_MS = 86_400_000;
/** Free text stays short unless the schema asks for more: long strings are the invalid runs' business. */
const DEFAULT_MAX_LENGTH = 40;
/** Arrays stay short unless the schema's minimum is higher. */
const ARRAY_SPAN = 12;

/** Length in code points, as JSON Schema (and Ajv) count it. */
export function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** Text of `min` to `max` code points: ASCII, any well-formed Unicode, or any code point (lone surrogates too). */
function text(min: number, max: number): fc.Arbitrary<string> {
  const units = ['grapheme-ascii', 'grapheme', 'binary'] as const;
  return fc
    .oneof(...units.map((unit) => fc.string({ unit, minLength: min, maxLength: max })))
    .filter((value) => codePoints(value) >= min && codePoints(value) <= max);
}

function dateOnly(from: number, to: number): fc.Arbitrary<string> {
  return fc
    .integer({ min: Math.floor(from / DAY_MS), max: Math.floor(to / DAY_MS) })
    .map((day) => new Date(day * DAY_MS).toISOString().slice(0, 10));
}

function stringOf(schema: SchemaObject): fc.Arbitrary<string> {
  // The schema's bounds decide validity; free text is generated no longer than a default cap within them.
  const min = numberOr(schema.minLength, 0);
  const max = numberOr(schema.maxLength, Number.POSITIVE_INFINITY);
  const fits = (value: string) => codePoints(value) >= min && codePoints(value) <= max;
  switch (schema.format) {
    case 'email':
      return fc.emailAddress().filter(fits);
    case 'uuid':
      return fc.uuid();
    case 'date': {
      // Mostly near today, where the booking and call rules have something to say; sometimes anywhere.
      const now = Date.now();
      return fc.oneof(
        { arbitrary: dateOnly(now - 7 * DAY_MS, now + 60 * DAY_MS), weight: 3 },
        { arbitrary: dateOnly(Date.UTC(1990, 0, 1), Date.UTC(2099, 11, 31)), weight: 1 },
      );
    }
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl().filter(fits);
    default:
      break;
  }
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    // An anchored pattern says what the whole string is; an unanchored one only what it must contain.
    return schema.pattern.startsWith('^') && schema.pattern.endsWith('$')
      ? fc.stringMatching(pattern, Number.isFinite(max) ? { maxLength: max } : {}).filter(fits)
      : text(min, Math.min(max, Math.max(min, DEFAULT_MAX_LENGTH))).filter((value) => pattern.test(value));
  }
  return text(min, Math.min(max, Math.max(min, DEFAULT_MAX_LENGTH)));
}

function integerOf(schema: SchemaObject): fc.Arbitrary<number> {
  const min = numberOr(schema.minimum, -2_147_483_648);
  const max = numberOr(schema.maximum, 2_147_483_647);
  // Database ids are small: most runs name rows that may exist, the rest anything the schema allows.
  return fc.oneof(
    { arbitrary: fc.integer({ min, max: Math.min(max, min + 400) }), weight: 3 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
  );
}

function arrayOf(schema: SchemaObject, depth: number): fc.Arbitrary<unknown[]> {
  const items = valueOf(isSchema(schema.items) ? schema.items : {}, depth + 1);
  const minLength = numberOr(schema.minItems, 0);
  const maxLength = Math.min(numberOr(schema.maxItems, minLength + ARRAY_SPAN), minLength + ARRAY_SPAN);
  return schema.uniqueItems === true
    ? fc.uniqueArray(items, { minLength, maxLength, selector: (value) => JSON.stringify(value) })
    : fc.array(items, { minLength, maxLength });
}

function objectOf(schema: SchemaObject, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (isSchema(property)) model[name] = valueOf(property, depth + 1);
  }
  const declared = fc.record(model, { requiredKeys: required.filter((name) => name in model) });
  const extra = schema.additionalProperties;
  const names = isSchema(schema.propertyNames) ? schema.propertyNames : undefined;
  const withExtras =
    isSchema(extra) && names !== undefined
      ? fc
          .tuple(
            declared,
            // Property names are strings whatever the schema says of its type.
            fc.dictionary(stringOf(resolve(names)), valueOf(extra), { maxKeys: 4 }),
          )
          .map(([known, more]) => ({ ...more, ...known }))
      : declared;
  const minProperties = numberOr(schema.minProperties, 0);
  const maxProperties = numberOr(schema.maxProperties, Number.POSITIVE_INFINITY);
  return withExtras.filter((value) => {
    const size = Object.keys(value).length;
    return size >= minProperties && size <= maxProperties;
  });
}

/**
 * Values the schema accepts, built from its structural keywords (type, properties, required, enum, const,
 * anyOf/oneOf, pattern, format, lengths, ranges) with the document's `examples` mixed in. Cross-property rules
 * (allOf, if/then) are not modelled: callers filter with the contract's own validator.
 */
export function valueOf(raw: SchemaObject, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  const built = structural(schema, depth);
  const examples: readonly unknown[] = Array.isArray(schema.examples) ? schema.examples : [];
  return examples.length === 0
    ? built
    : fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 1 }, { arbitrary: built, weight: 3 });
}

function structural(schema: SchemaObject, depth: number): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = [schema.anyOf, schema.oneOf].find(Array.isArray) as unknown[] | undefined;
  if (branches) return fc.oneof(...branches.filter(isSchema).map((branch) => valueOf(branch, depth + 1)));
  const types: unknown[] = Array.isArray(schema.type) ? (schema.type as unknown[]) : [schema.type];
  const options = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringOf(schema);
      case 'integer':
        return integerOf(schema);
      case 'number':
        return fc.double({
          min: numberOr(schema.minimum, -1e9),
          max: numberOr(schema.maximum, 1e9),
          noNaN: true,
        });
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return arrayOf(schema, depth);
      case 'object':
        return objectOf(schema, depth);
      default:
        return 'properties' in schema ? objectOf(schema, depth) : fc.jsonValue({ maxDepth: 2 });
    }
  });
  const [only] = options;
  return options.length === 1 && only ? only : fc.oneof(...options);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSchema(value: unknown): value is SchemaObject {
  return isRecord(value);
}

// ---------------------------------------------------------------------------------------------------------------
// Raw HTTP.

/** A request exactly as sent: the path holds the encoded query string; no cookie unless a case forges one. */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** What came back; `status` 0 means no answer at all, and `error` says why. */
export interface RawAnswer {
  status: number;
  contentType: string;
  body: string;
  error: string | null;
}

/** Node's default limit on a request's head (request line and headers); a longer head is refused by its parser. */
export const MAX_HEAD_BYTES = 16 * 1024;

/** The size of a request's head as sent: request line and headers. */
export function headBytes(request: RawRequest, cookie?: string): number {
  const lines = Object.entries(request.headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.byteLength(
    `${request.method} ${request.path} HTTP/1.1\r\n${lines.join('')}${cookie ?? ''}\r\n`,
  );
}

/**
 * Whether the server refuses `request` before reading it all, and closes the connection: a head over Node's limit
 * (its HTTP parser refuses it), or a body, not multipart, over the server's body limit (answered 413 from its
 * Content-Length). The refusal races the rest of the request being written, so the client may see its connection
 * reset (ECONNRESET, or EPIPE while writing) instead of the answer: that is the refusal, not a crash.
 */
export function refusedUnread(request: RawRequest, head: number): boolean {
  if (head > MAX_HEAD_BYTES) return true;
  const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
  return !multipart && (request.body?.length ?? 0) > BODY_LIMIT_BYTES;
}

/** Sends raw requests to one server over kept-alive connections; `close` ends them. */
export function rawClient(baseUrl: string, timeoutMs = 30_000) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const base = new URL(baseUrl);

  function attempt(request: RawRequest, cookie: string | undefined, fresh: boolean) {
    return new Promise<RawAnswer & { reused: boolean }>((done) => {
      let settled = false;
      let reused = false;
      const settle = (answer: RawAnswer) => {
        if (settled) return;
        settled = true;
        done({ ...answer, reused });
      };
      const failed = (error: string) => {
        settle({ status: 0, contentType: '', body: '', error });
      };
      const headers: Record<string, string | number> = { ...request.headers };
      if (cookie !== undefined && headers.cookie === undefined) headers.cookie = cookie;
      if (request.body !== undefined) headers['content-length'] = request.body.length;
      let outgoing;
      try {
        outgoing = httpRequest(
          {
            agent: fresh ? false : agent,
            host: base.hostname,
            port: base.port,
            method: request.method,
            path: request.path,
            headers,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              settle({
                status: response.statusCode ?? 0,
                contentType: response.headers['content-type'] ?? '',
                body: Buffer.concat(chunks).toString('utf8'),
                error: null,
              });
            });
            response.on('error', (error: NodeJS.ErrnoException) => {
              failed(error.code ?? error.message);
            });
          },
        );
      } catch (error) {
        // Node refuses to send some requests at all (a bad header character): the case never reached the server.
        settle({ status: -1, contentType: '', body: '', error: (error as Error).message });
        return;
      }
      outgoing.on('socket', () => {
        reused = outgoing.reusedSocket;
      });
      outgoing.setTimeout(timeoutMs, () => {
        failed('timeout');
        outgoing.destroy();
      });
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        failed(error.code ?? error.message);
      });
      outgoing.end(request.body);
    });
  }

  return {
    /**
     * Sends one request (with `cookie` unless the request forges its own). A kept-alive connection the server
     * closed meanwhile (after refusing an oversized request, say) is retried once on a new one, as Node advises.
     */
    async send(request: RawRequest, cookie?: string): Promise<RawAnswer> {
      const first = await attempt(request, cookie, false);
      const answer =
        first.reused && first.error === 'ECONNRESET' ? await attempt(request, cookie, true) : first;
      return {
        status: answer.status,
        contentType: answer.contentType,
        body: answer.body,
        error: answer.error,
      };
    },
    close(): void {
      agent.destroy();
    },
  };
}
