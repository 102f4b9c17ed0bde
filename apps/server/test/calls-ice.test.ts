// The ICE servers from the configuration (ICE_SERVERS), as RTCPeerConnection takes them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract, signInAs, startServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    ICE_SERVERS: JSON.stringify([
      { urls: 'stun:stun.aafiyat.test:3478' },
      {
        urls: ['turn:turn.aafiyat.test:3478?transport=udp', 'turns:turn.aafiyat.test:5349'],
        username: '1717400000:5021',
        credential: 'c3VwZXJzZWNyZXQ=',
      },
    ]),
  });
});
afterAll(async () => {
  await server.close();
});

describe('GET /api/calls/ice-servers', () => {
  it('answers the configured STUN and TURN servers with their credentials', async () => {
    const patient = await signInAs(server, 'patient');
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/calls/ice-servers',
      headers: { cookie: patient.cookie },
    });
    expect(response.statusCode).toBe(200);
    expectContract('getIceServers', response);
    expect(response.json<{ data: unknown[] }>().data).toEqual([
      { urls: ['stun:stun.aafiyat.test:3478'] },
      {
        urls: ['turn:turn.aafiyat.test:3478?transport=udp', 'turns:turn.aafiyat.test:5349'],
        username: '1717400000:5021',
        credential: 'c3VwZXJzZWNyZXQ=',
      },
    ]);
  });
});
