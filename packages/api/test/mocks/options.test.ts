// The handler options (base URL, session, scenarios, slow delay) and msw/node integration.
import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_SLOW_DELAY_MS, createHandlers, handlerFor, sessions } from '../../src/mocks';
import { call, get } from './support/call';
import { sampleRequest, sampleUrl } from './support/samples';

afterEach(() => {
  vi.useRealTimers();
});

describe('options', () => {
  it('matches any origin by default and only the given origin with baseUrl', async () => {
    const anywhere = [handlerFor('listSpecialities')];
    expect(
      (await getResponse(anywhere, sampleRequest('listSpecialities', 'https://aafiyat.pk')))?.status,
    ).toBe(200);

    const pinned = [handlerFor('listSpecialities', 'success', { baseUrl: 'http://api.test/' })];
    expect((await getResponse(pinned, sampleRequest('listSpecialities', 'http://api.test')))?.status).toBe(
      200,
    );
    expect(await getResponse(pinned, sampleRequest('listSpecialities', 'http://other.test'))).toBeUndefined();
  });

  it('keeps concrete paths first under a base URL too', async () => {
    const baseUrl = 'http://api.test/v1';
    const handlers = [
      handlerFor('getDoctor', 'notFound', { baseUrl }),
      handlerFor('searchDoctors', 'success', { baseUrl }),
    ];
    const response = await getResponse(handlers, new Request(`${baseUrl}/api/doctors/search`));
    expect(response?.status).toBe(200);
  });

  it('answers the session it is given', async () => {
    const handlers = createHandlers({ session: sessions.clinicOwner });
    expect(await (await get(handlers, '/api/auth/me')).json()).toEqual(sessions.clinicOwner);
  });

  it('answers every operation with its selected scenario', async () => {
    const scenarios = { getSession: 'unauthenticated', listMedicalTestLabs: 'serverError' } as const;
    const handlers = createHandlers({ scenarios });
    expect((await call(handlers, sampleRequest('getSession'))).status).toBe(401);
    expect((await call(handlers, sampleRequest('listMedicalTestLabs'))).status).toBe(500);
    expect((await call(handlers, sampleRequest('listSpecialities'))).status).toBe(200);
  });

  it('holds the slow answer until the delay has passed (fake timers)', async () => {
    vi.useFakeTimers();
    let settled = false;
    const pending = getResponse([handlerFor('getIceServers', 'slow')], sampleRequest('getIceServers')).then(
      (response) => {
        settled = true;
        return response;
      },
    );
    await vi.advanceTimersByTimeAsync(DEFAULT_SLOW_DELAY_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect((await pending)?.status).toBe(200);
  });

  it('honours delayMs', async () => {
    vi.useFakeTimers();
    let settled = false;
    void getResponse([handlerFor('logout', 'slow', { delayMs: 50 })], sampleRequest('logout')).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(49);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});

describe('with msw/node', () => {
  const server = setupServer(...createHandlers());

  it('answers fetch, and a network error makes fetch reject', async () => {
    server.listen({ onUnhandledRequest: 'error' });
    try {
      const ok = await fetch(sampleUrl('listSpecialities'));
      expect(ok.status).toBe(200);
      server.use(handlerFor('listSpecialities', 'networkError'));
      await expect(fetch(sampleUrl('listSpecialities'))).rejects.toThrow(TypeError);
    } finally {
      server.close();
    }
  });
});
