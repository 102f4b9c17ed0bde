// The odd values the fuzz's invalid cases are made of (./fuzz-cases.ts), and how bodies are written out. Each
// list holds what a careless or hostile client sends: wrong types, strange and huge text, malformed JSON and
// URL encoding, deep nesting, prototype keys, forged cookies, foreign origins, odd media types, broken multipart.
import { ATTACHMENT_MAX_BYTES } from '@aafiyat/domain';
import fc from 'fast-check';

/** The multipart boundary of every multipart case (random bytes will not contain it). */
export const BOUNDARY = 'aafiyatFuzzBoundary7MA4YWxkTrZu0gW';

/** Percent-encodes UTF-8 bytes: unlike encodeURIComponent it takes lone surrogates (as U+FFFD) too. */
export function percent(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** JSON text of a value; `fallback` for what JSON cannot write (undefined), where TypeScript's type claims a string. */
export function jsonText(value: unknown, fallback = ''): string {
  const text: unknown = JSON.stringify(value);
  return typeof text === 'string' ? text : fallback;
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : jsonText(value));

interface FilePart {
  filename: string;
  type: string;
  bytes: Buffer;
}

const isFile = (value: unknown): value is FilePart =>
  typeof value === 'object' && value !== null && Buffer.isBuffer((value as { bytes?: unknown }).bytes);

/** A body value written in its media type; anything that is not an object is written as JSON text. */
export function encode(media: 'json' | 'form' | 'multipart', value: unknown): Buffer {
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
  if (media === 'json' || record === undefined) return Buffer.from(jsonText(value), 'utf8');
  if (media === 'form') {
    const pairs = Object.entries(record).map(([key, field]) => `${percent(key)}=${percent(asText(field))}`);
    return Buffer.from(pairs.join('&'), 'utf8');
  }
  const parts = Object.entries(record).map(([name, field]) => {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"`;
    if (!isFile(field)) return Buffer.from(`${head}\r\n\r\n${asText(field)}\r\n`, 'utf8');
    return Buffer.concat([
      Buffer.from(`${head}; filename="${field.filename}"\r\nContent-Type: ${field.type}\r\n\r\n`, 'utf8'),
      field.bytes,
      Buffer.from('\r\n'),
    ]);
  });
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

/** A valid header value: printable ASCII without leading or trailing spaces. */
export const headerText = fc
  .string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 60 })
  .map((value) => value.trim())
  .filter((value) => value.length > 0);

/** Text that is exactly what a person might paste but not what the field takes. */
export const strangeText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    '\uFEFF03001234567',
    '\u202Eevil',
    '𝕏𝕐𝕫',
    'e\u0301\u0301\u0301',
    '٠٣٠٠١٢٣٤٥٦٧',
    '０３００１２３４５６７',
    '03001234567\n',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '${7*7}{{7*7}}',
    '\\',
    '"',
    '__proto__',
    'constructor',
    `${'a'.repeat(250)}@example.pk`,
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 50 }),
);

/** Property names far longer than any the contract has (a message that quotes one must stay short). */
export const longName = fc.constantFrom(200, 1_000, 5_000).map((size) => 'k'.repeat(size));

/** Long text, over the body limit (64 KB) and under it, of one repeated character. */
export const hugeText = fc
  .tuple(
    fc.constantFrom(1_000, 10_000, 60_000, 70_000, 400_000),
    fc.constantFrom('x', 'é', '😀', '\u0000', ' '),
  )
  .map(([size, char]) => char.repeat(size));

/** A value of another JSON type than `original`. */
export function otherType(original: unknown): fc.Arbitrary<unknown> {
  const kind = (value: unknown) =>
    value === null
      ? 'null'
      : Array.isArray(value)
        ? 'array'
        : typeof value === 'number'
          ? Number.isInteger(value)
            ? 'integer'
            : 'number'
          : typeof value;
  return fc
    .oneof(
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.string({ maxLength: 20 }),
      fc.array(fc.integer(), { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
    )
    .filter((value) => kind(value) !== kind(original));
}

/** One of the object's keys (or a new one, for an empty object or no object). */
export function pickKey(value: Record<string, unknown>): fc.Arbitrary<string> {
  const keys = Object.keys(value);
  return keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('field');
}

export function without(value: Record<string, unknown>, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
}

/** Ways to spoil JSON text: cut it short, wrap or prefix it, break its syntax, break its UTF-8. */
export const malformed: fc.Arbitrary<(text: string) => string | Buffer> = fc.oneof(
  fc.nat().map((cut) => (text: string) => text.slice(0, cut % Math.max(1, text.length))),
  fc
    .constantFrom(
      '',
      ' ',
      'undefined',
      'NaN',
      '{',
      '{"a":}',
      "{'a':1}",
      '{"a":1,}',
      '[1,]',
      '{"a":1}{"b":2}',
      '{"a":"\\x41"}',
      '{"a":"\\u12"}',
      '"unterminated',
      '1e99999',
      '-',
      '0x10',
    )
    .map((fixed) => () => fixed),
  fc
    .constantFrom('\uFEFF', '/* note */', ")]}'\n", '\u0000')
    .map((prefix) => (text: string) => prefix + text),
  fc.constantFrom(' trailing', ',', '\u0000', '}').map((suffix) => (text: string) => text + suffix),
  fc
    .uint8Array({ minLength: 1, maxLength: 32 })
    .map((bytes) => (text: string) => Buffer.concat([Buffer.from(text.slice(0, -2)), Buffer.from(bytes)])),
);

/** Deeply nested arrays or objects, as JSON text: the whole body, or one property's value. */
export const deepJson = fc.record({
  whole: fc.boolean(),
  text: fc
    .tuple(fc.constantFrom(64, 1_000, 10_000, 30_000), fc.boolean())
    .map(([depth, arrays]) =>
      arrays ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    ),
});

/** Puts raw JSON text as the whole body, or as the value of the object's first key. */
export function placeAt(value: unknown, deep: { whole: boolean; text: string }): string {
  const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {};
  const [key] = Object.keys(record);
  if (deep.whole || key === undefined) return deep.text;
  const marker = '\u0001deep\u0001';
  return JSON.stringify({ ...record, [key]: marker }).replace(JSON.stringify(marker), () => deep.text);
}

/** Keys that would poison a naive object merge. */
export const prototypeKeys = fc.constantFrom(
  '"__proto__":{"isAdmin":true}',
  '"constructor":{"prototype":{"isAdmin":true}}',
  '"__proto__":null',
);

/** A raw key/value fragment added to the body object's text. */
export function mergeRaw(value: unknown, fragment: string): string {
  const text = jsonText(value, '{}');
  if (!text.startsWith('{')) return `{${fragment}}`;
  return text === '{}' ? `{${fragment}}` : `{${fragment},${text.slice(1)}`;
}

/** Parameter text that breaks types, ranges and patterns. */
export const paramText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '-1',
    '0',
    '1.5',
    '1e3',
    '1e400',
    'NaN',
    'Infinity',
    'null',
    'true',
    '[]',
    '2147483648',
    '99999999999999999999999',
    '0x1F',
    '..',
    '/',
    ' 1',
    '+1',
  ),
  strangeText,
  hugeText.map((text) => text.slice(0, 9_000)),
);

/** Query text appended raw (ASCII, so Node sends it as is): malformed escapes, odd shapes, repeated keys. */
export const rawQuery = fc.constantFrom(
  '%',
  '%zz=1',
  'q=%E0%A4%A',
  '&&&',
  '=',
  '==1',
  'a=1?b=2',
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  'page=1&page=2',
  'page[]=1',
  '%00=%00',
  `${'a'.repeat(8_000)}=1`,
  ';',
);

/** A path segment put in raw: malformed escapes, dot segments, encoded slashes. */
export const rawSegment = fc.constantFrom(
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%2e%2e',
  '..%2F..',
  '%2F',
  ';x=1',
  '%C0%AE',
);

/** Request headers with odd values: the contract's own If-None-Match, and some a proxy might add. */
export const headerJunk: fc.Arbitrary<[string, string]> = fc.tuple(
  fc.constantFrom('if-none-match', 'accept', 'x-forwarded-for', 'accept-encoding', 'x-http-method-override'),
  fc.constantFrom(
    '',
    '*',
    'W/"x"',
    '"'.repeat(300),
    'x'.repeat(10_000),
    'x'.repeat(20_000),
    '\u00ff\u00fe',
    'DELETE',
  ),
);

/** Session cookies the server never issued. */
export const forgedCookie = fc.oneof(
  fc.constantFrom(
    'aafiyat_session=',
    'aafiyat_session=abc',
    'aafiyat_session=abc.def',
    'aafiyat_session=%E0%A4%A',
    'aafiyat_session="quoted"',
    'aafiyat_session=a; aafiyat_session=b',
    '=;=;',
    `aafiyat_session=${'a'.repeat(4_000)}`,
  ),
  fc
    .tuple(
      fc.base64String({ minLength: 44, maxLength: 44 }),
      fc.base64String({ minLength: 44, maxLength: 44 }),
    )
    .map(([token, signature]) => `aafiyat_session=${token.replace(/=/g, '')}.${signature.replace(/=/g, '')}`),
);

/** Origins a cross-site page would send. */
export const foreignOrigin = fc.constantFrom(
  'https://evil.example',
  'null',
  'http://127.0.0.1.evil.example',
  'file://',
  'x',
);

/** A body where the operation takes none. */
export const anyBody: fc.Arbitrary<[string | null, string]> = fc.tuple(
  fc.constantFrom('application/json', 'text/plain', null),
  fc.oneof(
    fc.jsonValue({ maxDepth: 2 }).map((value) => jsonText(value, 'null')),
    fc.constant('{'),
  ),
);

/** Media types other than the operation's (and no media type at all). */
export const contentType = fc.constantFrom<string | null>(
  null,
  '',
  ';',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=other',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/jsonp',
  'application/merge-patch+json',
  'application/octet-stream',
  'application, text/plain',
);

const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, filename: string, bytes: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
  `Content-Type: application/pdf\r\n\r\n${bytes}\r\n`;
const end = `--${BOUNDARY}--\r\n`;
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

/** Multipart bodies that break the envelope or its limits (one file of 5 MB, five fields of 1 KB). */
export const brokenMultipart: fc.Arbitrary<[string | null, Buffer]> = fc
  .constantFrom<[string | null, string]>(
    [multipartType, part('note', 'no file here') + end],
    [multipartType, filePart('file', 'a.pdf', '%PDF-1.4') + filePart('file', 'b.pdf', '%PDF-1.4') + end],
    [multipartType, filePart('file', 'a.pdf', '%PDF-1.4')],
    [multipartType, `${filePart('file', 'a.pdf', '%PDF-1.4')}--wrong--\r\n`],
    ['multipart/form-data', filePart('file', 'a.pdf', '%PDF-1.4') + end],
    ['multipart/form-data; boundary=other', filePart('file', 'a.pdf', '%PDF-1.4') + end],
    [multipartType, part('note', 'x'.repeat(5_000)) + filePart('file', 'a.pdf', '%PDF-1.4') + end],
    [multipartType, ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((name) => part(name, name)).join('') + end],
    [multipartType, filePart('file', 'a"\r\nX-Evil: 1', '%PDF-1.4') + end],
    [multipartType, filePart('file', '', '') + end],
    [multipartType, filePart('other', 'a.pdf', '%PDF-1.4') + end],
    [multipartType, end],
    [multipartType, ''],
    [multipartType, filePart('file', 'big.pdf', `%PDF-1.4${'x'.repeat(ATTACHMENT_MAX_BYTES)}`) + end],
  )
  .map(([type, body]) => [type, Buffer.from(body, 'utf8')]);
