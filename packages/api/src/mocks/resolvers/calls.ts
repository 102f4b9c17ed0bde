/** Online consultation calls and the development SMS outbox. */

import { MOBILE_NUMBER_REGEX, isUuid } from '@aafiyat/domain';

import { FIXTURE_CALL_ID, iceServers, missedCalls } from '../fixtures/calls';
import { outboxFor } from '../fixtures/outbox';
import { validationBody } from '../errors';
import type { Resolvers } from './context';
import { parseId, pathParam, queryOf, readJsonObject } from './context';

/** The online appointment the call fixtures ring for when the request names none. */
const FIXTURE_CALL_APPOINTMENT_ID = 1107;

/** Resolvers of the call and development operations. */
export const callResolvers = {
  startCall: async ({ request, reply }) => {
    const appointmentId =
      parseId((await readJsonObject(request))['appointment_id']) ?? FIXTURE_CALL_APPOINTMENT_ID;
    return reply.json(201, { call_id: FIXTURE_CALL_ID, appointment_id: appointmentId, status: 'ringing' });
  },
  // `empty`: no STUN/TURN configured, as the reference server answers by default (host candidates only).
  getIceServers: ({ reply, scenario }) =>
    reply.json(200, scenario === 'empty' ? { ...iceServers, data: [] } : iceServers),
  listMissedCalls: ({ reply, scenario }) =>
    reply.json(200, scenario === 'empty' ? { data: [] } : missedCalls()),
  markCallReady: ({ params, reply }) => {
    const callId = pathParam(params, 'call_id');
    if (!isUuid(callId)) {
      return reply.json(
        400,
        validationBody({
          path: 'path/call_id',
          code: 'invalid_format',
          message: 'Must be a call id (UUID).',
        }),
      );
    }
    return reply.json(202, { call_id: callId, status: 'patient_ready' });
  },
  getDevOutbox: ({ request, reply, scenario }) => {
    const phone = queryOf(request).get('phone');
    if (phone === null || !MOBILE_NUMBER_REGEX.test(phone)) {
      return reply.json(
        400,
        validationBody({
          path: 'query/phone',
          code: 'invalid_format',
          message: 'Enter a valid mobile number, e.g. 03001234567.',
        }),
      );
    }
    return reply.json(200, { data: scenario === 'empty' ? [] : outboxFor(phone) });
  },
} satisfies Partial<Resolvers>;
