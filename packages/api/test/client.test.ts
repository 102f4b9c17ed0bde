import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, DEFAULT_TIMEOUT_MS, type ApiClient } from '../src/client';
import {
  API_ABORTED_MESSAGE,
  API_NETWORK_ERROR_MESSAGE,
  API_TIMEOUT_MESSAGE,
  ApiError,
  isApiError,
} from '../src/errors';
import { operations } from '../src/generated/operations';
import type { OperationId } from '../src/types';
import { concretePath, sampleInput } from '../src/testing/contract';

const BASE = 'https://api.aafiyat.test';
const ids = Object.keys(operations) as OperationId[];

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A client whose fetch records each request and answers with `answer`. */
function recordingClient(answer: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return answer(request);
  });
  return { client: createApiClient({ baseUrl: `${BASE}/`, fetch }), requests, fetch };
}

/** Calls a helper with an untyped input (the per-operation loop cannot name each input type). */
function callLoose(client: ApiClient, id: OperationId, input: unknown, options?: unknown): Promise<unknown> {
  return (client[id] as (input: unknown, options?: unknown) => Promise<unknown>)(input, options);
}

function successFor(id: OperationId): Response {
  const kind = operations[id].response;
  if (kind === 'binary')
    return new Response(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } });
  if (kind === 'none') return new Response(null, { status: 204 });
  return json({ ok: true });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('every typed helper', () => {
  it.each(ids)('%s sends credentials, its method, its path and its body', async (id) => {
    const { client, requests } = recordingClient(() => successFor(id));
    const input = sampleInput(id);
    await callLoose(client, id, input);

    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    const url = new URL(request.url);
    expect(request.credentials).toBe('include');
    expect(request.method).toBe(operations[id].method.toUpperCase());
    expect(url.origin).toBe(BASE);
    expect(url.pathname).toBe(concretePath(id, input.path));
    for (const [name, value] of Object.entries(input.query ?? {})) {
      expect(url.searchParams.get(name)).toBe(String(value as string | number | boolean));
    }

    const kind = operations[id].request;
    if (kind === 'json') {
      expect(request.headers.get('Content-Type')).toBe('application/json');
      expect(await request.json()).toEqual(input.body);
    } else if (kind === 'multipart') {
      expect(request.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
      const form = await request.formData();
      const file = form.get('file');
      expect(file).toBeInstanceOf(Blob);
      expect(await (file as Blob).text()).toBe('blood pressure log');
    } else if (kind === 'form') {
      expect(request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
      const sent = Object.fromEntries(new URLSearchParams(await request.text()));
      expect(sent).toEqual(
        Object.fromEntries(
          Object.entries(input.body as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
        ),
      );
    } else {
      expect(await request.text()).toBe('');
    }
  });
});

describe("the page's language", () => {
  it('is sent as Accept-Language with every call when the client is given one, and not otherwise', async () => {
    const requests: Request[] = [];
    const fetch = (request: Request) => {
      requests.push(request);
      return Promise.resolve(
        json({ resend_after_seconds: 60, expires_in_seconds: 300, phone_hint: '0300*****67' }),
      );
    };
    const urdu = createApiClient({ baseUrl: BASE, fetch, language: 'ur' });
    await urdu.sendVerificationCode({ body: { phone_number: '03001234567' } });
    await urdu.searchDoctors({ query: {} }).catch(() => undefined);
    expect(requests.map((request) => request.headers.get('accept-language'))).toEqual(['ur', 'ur']);
    const plain = createApiClient({ baseUrl: BASE, fetch });
    await plain.sendVerificationCode({ body: { phone_number: '03001234567' } });
    expect(requests[2]?.headers.get('accept-language')).toBeNull();
  });
});

describe('answers', () => {
  it('resolves with the parsed JSON body', async () => {
    const page = { data: [], page: 1, page_size: 10, total: 0 };
    const { client } = recordingClient(() => json(page));
    await expect(client.searchDoctors({ query: { city: 'Lahore', is_online: true } })).resolves.toEqual(page);
  });

  it('serialises query parameters and encodes path parameters', async () => {
    const { client, requests } = recordingClient(() => json({}));
    await client.searchDoctors({ query: { city: 'Dera Ghazi Khan', is_online: true, page: 2 } });
    await client.getDoctor({ path: { pmdc: '12345-P' } });
    const search = new URL(requests[0]!.url);
    expect(search.searchParams.get('city')).toBe('Dera Ghazi Khan');
    expect(search.searchParams.get('is_online')).toBe('true');
    expect(search.searchParams.get('page')).toBe('2');
    expect(new URL(requests[1]!.url).pathname).toBe('/api/doctors/12345-P');
  });

  it('resolves images and files as Blobs and empty answers as undefined', async () => {
    const { client } = recordingClient((request) =>
      request.method === 'POST'
        ? new Response(null, { status: 204 })
        : new Response('<svg xmlns="http://www.w3.org/2000/svg"/>', {
            headers: { 'Content-Type': 'image/svg+xml' },
          }),
    );
    const image = await client.getDoctorImage({ query: { pmdc: '12345-P' } });
    expect(image).toBeInstanceOf(Blob);
    expect(image.type).toBe('image/svg+xml');
    await expect(client.logout()).resolves.toBeUndefined();
  });
});

describe('errors', () => {
  it('take their message from the server’s body, as the spec’s extraction rule says', async () => {
    const { client } = recordingClient(() =>
      json({ message: 'Demo request already exist!', code: 'conflict' }, 409),
    );
    const error = await client
      .addDemoRequest({
        body: {
          name: 'Sana Malik',
          phone_number: '03001234567',
          email: 'sana@example.pk',
          demo_for: 'clinic',
        },
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(isApiError(error, 409)).toBe(true);
    expect(error).toMatchObject({
      kind: 'http',
      status: 409,
      code: 'conflict',
      operationId: 'addDemoRequest',
      message: 'Demo request already exist!',
    });
  });

  it('carry per-field problems and the wait of a 429', async () => {
    const { client } = recordingClient(() =>
      json(
        {
          message: 'Enter Valid Mobile Number',
          code: 'validation_failed',
          fields: [
            { path: 'body/phone_number', code: 'invalid_format', message: 'Enter Valid Mobile Number' },
            {
              path: 'body/name',
              code: 'too_long',
              limit: 100,
              message: 'Name must be at most 100 characters.',
            },
            { bogus: true },
          ],
        },
        429,
        { 'Retry-After': '42' },
      ),
    );
    const error = (await client
      .addHelplineCallback({ body: { phone_number: '0300', data: {} } })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.fields).toEqual([
      { path: 'body/phone_number', code: 'invalid_format', message: 'Enter Valid Mobile Number' },
      { path: 'body/name', code: 'too_long', limit: 100, message: 'Name must be at most 100 characters.' },
    ]);
    expect(error.retryAfterSeconds).toBe(42);
  });

  it('read Retry-After given as a date', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z'), toFake: ['Date'] });
    const { client } = recordingClient(() =>
      json({ message: 'Too many codes' }, 429, { 'Retry-After': 'Sat, 21 Nov 2026 10:01:30 GMT' }),
    );
    const error = (await client
      .sendVerificationCode({ body: { phone_number: '03001234567' } })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.retryAfterSeconds).toBe(90);
    expect(error.message).toBe('Too many codes');
  });

  it('fall back to a sentence for the status when the body has no message', async () => {
    const { client } = recordingClient(() => new Response('', { status: 500 }));
    const error = (await client.listSpecialities().catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.message).toBe('Something went wrong try again!');
    expect(error.code).toBeNull();
    expect(error.fields).toEqual([]);
  });

  it('use a plain-text body as the message', async () => {
    const { client } = recordingClient(() => new Response('Bad gateway', { status: 502 }));
    await expect(client.listSpecialities()).rejects.toThrow('Bad gateway');
  });

  it('say the network failed in words a person understands', async () => {
    const client = createApiClient({
      baseUrl: BASE,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = (await client.listSpecialities().catch((caught: unknown) => caught)) as ApiError;
    expect(error.kind).toBe('network');
    expect(error.status).toBeNull();
    expect(error.message).toBe(API_NETWORK_ERROR_MESSAGE);
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('time-outs and cancelling', () => {
  /** A fetch that never answers until its request is aborted. */
  const hangingFetch = (request: Request) =>
    new Promise<Response>((_, reject) => {
      request.signal.addEventListener('abort', () => {
        reject(new DOMException('aborted', 'AbortError'));
      });
    });

  it('abort a call that takes longer than the default time-out', async () => {
    vi.useFakeTimers();
    const client = createApiClient({ baseUrl: BASE, fetch: hangingFetch });
    const pending = client.listSpecialities().catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    const error = (await pending) as ApiError;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(API_TIMEOUT_MESSAGE);
  });

  it('honour a per-call time-out over the client’s', async () => {
    vi.useFakeTimers();
    const client = createApiClient({ baseUrl: BASE, fetch: hangingFetch, timeoutMs: 60_000 });
    const pending = client.listSpecialities(undefined, { timeoutMs: 500 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(499);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await pending) as ApiError).kind).toBe('timeout');
  });

  it('cancel through the caller’s AbortSignal, before or during the call', async () => {
    const client = createApiClient({ baseUrl: BASE, fetch: hangingFetch });
    const controller = new AbortController();
    const pending = client
      .listSpecialities(undefined, { signal: controller.signal })
      .catch((caught: unknown) => caught);
    controller.abort();
    const error = (await pending) as ApiError;
    expect(error.kind).toBe('aborted');
    expect(error.message).toBe(API_ABORTED_MESSAGE);

    const fetch = vi.fn(hangingFetch);
    const cancelledEarly = createApiClient({ baseUrl: BASE, fetch });
    await expect(
      cancelledEarly.listSpecialities(undefined, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never retry a POST that failed', async () => {
    const { client, fetch } = recordingClient(() => {
      throw new TypeError('network down');
    });
    await expect(
      client.addDemoRequest({
        body: {
          name: 'Ali Raza',
          phone_number: '03001234567',
          email: 'ali@example.pk',
          demo_for: 'pharmacy',
        },
      }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('image URLs', () => {
  it('build each image endpoint against the base, URL-encoding the specialty name', () => {
    const { images } = createApiClient({ baseUrl: `${BASE}/` });
    expect(images.clinic(7)).toBe(`${BASE}/api/clinic/image?id=7`);
    expect(images.patient(12)).toBe(`${BASE}/api/patient/image?id=12`);
    expect(images.doctor('12345-P')).toBe(`${BASE}/api/doctor/image?pmdc=12345-P`);
    expect(images.labLogo(3)).toBe(`${BASE}/api/medical-test-labs/logo/get?lab_id=3`);
    expect(images.speciality('Ear, Nose & Throat')).toBe(
      `${BASE}/api/speciality/image/get?name=Ear%2C%20Nose%20%26%20Throat`,
    );
    expect(createApiClient({ baseUrl: '' }).images.clinic(1)).toBe('/api/clinic/image?id=1');
  });
});
