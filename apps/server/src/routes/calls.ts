// Online consultation: a doctor calls the patient of one of their paid online consultations around its time
// (./calls/startCall), the ICE servers for the peer connection, and the patient's missed calls, with which they
// tell the doctor they are ready (./calls/missedCalls).
import type { Schema } from '@aafiyat/api';
import type { AppContext } from '../context';
import type { Config } from '../config';
import type { Answer, OperationHandlers } from '../http/operation';
import { createCallRinger } from '../realtime/calls';
import { listMissedCalls, markCallReady } from './calls/missedCalls';
import { startCall } from './calls/startCall';

/** How long the ICE server list is good for; the view fetches it again for every call. */
const ICE_SERVERS_TTL_MS = 60 * 60 * 1000;

/** The `getIceServers` operation: the configured STUN and TURN servers, at most ten of ten addresses each. */
function iceServers(config: Config): Answer<'getIceServers'> {
  // Without configured servers the list is empty: the peers use their host candidates, which serve a
  // local network (no outside STUN/TURN service is assumed).
  const data: Schema<'IceServer'>[] = config.iceServers.slice(0, 10).map((server) => ({
    urls: [server.urls].flat().slice(0, 10),
    ...(server.username !== undefined ? { username: server.username } : {}),
    ...(server.credential !== undefined ? { credential: server.credential } : {}),
  }));
  return { status: 200, body: { data, expires_at: new Date(Date.now() + ICE_SERVERS_TTL_MS).toISOString() } };
}

/** startCall, getIceServers, listMissedCalls and markCallReady. */
export function callHandlers(
  context: AppContext,
): Pick<OperationHandlers, 'startCall' | 'getIceServers' | 'listMissedCalls' | 'markCallReady'> {
  const ringer = createCallRinger(context, context.config.callTimeoutMs);
  return {
    startCall: (request) => startCall(context, ringer, request),
    getIceServers: () => Promise.resolve(iceServers(context.config)),
    listMissedCalls: (request) => listMissedCalls(context, request),
    markCallReady: (request) => markCallReady(context, request),
  };
}
