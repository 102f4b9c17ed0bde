/** Checkout summaries and JazzCash payments, reading and changing the appointments in the store. */

import { mayPayAtClinic, PaymentStatus, paymentStatusFromJazzCashCode, slotHoldUntil } from '@aafiyat/domain';

import { checkoutSummary, jazzcashCheckoutForm, paymentStatusResult } from '../fixtures/payments';
import { conflictBodies, notFoundBody, validationBody } from '../errors';
import type { Resolvers } from './context';
import { parseId, pathParam, readJsonObject } from './context';

const RETURN_PATH = '/api/payments/jazzcash/return';
const CHECKOUT_PATH = '/appointment/payment/checkout/';

/** The appointment a JazzCash return post belongs to: `pp_BillReference` is `appt` and its id. */
function returnedAppointmentId(form: URLSearchParams): number | null {
  const reference = /^appt([0-9]+)$/.exec(form.get('pp_BillReference') ?? '');
  return parseId(reference?.[1] ?? form.get('ppmpf_1'));
}

/** What a path's appointment id that is not a whole number from 1 answers. */
const ID_PROBLEM = {
  path: 'path/id',
  code: 'too_small',
  limit: 1,
  message: 'Must be a whole number from 1.',
};

/** Resolvers of the checkout and payment operations. */
export const paymentResolvers = {
  getAppointmentCheckout: ({ params, reply, store }) => {
    const id = parseId(pathParam(params, 'id'));
    if (id === null) return reply.json(400, validationBody(ID_PROBLEM));
    const appointment = store.appointments.get(id);
    return appointment === undefined
      ? reply.json(404, notFoundBody('getAppointmentCheckout'))
      : reply.json(200, checkoutSummary(appointment));
  },
  startJazzcashPayment: async ({ request, reply, store }) => {
    const id = parseId((await readJsonObject(request))['appointment_id']);
    const appointment = id === null ? undefined : store.appointments.get(id);
    if (appointment === undefined) return reply.json(404, notFoundBody('startJazzcashPayment'));
    if (appointment.payment_status === PaymentStatus.SUCCESS) {
      return reply.json(409, { message: 'This appointment is already paid.', code: 'already_paid' });
    }
    if (appointment.booking_state === 'released') {
      return reply.json(409, {
        message: 'This time was given to another patient. Please book another time.',
        code: 'booking_released',
      });
    }
    appointment.payment_status = PaymentStatus.STARTED;
    // Starting a payment holds the time for the patient again.
    appointment.held_until = slotHoldUntil(new Date()).toISOString();
    store.paymentResults.delete(appointment.id);
    return reply.json(200, jazzcashCheckoutForm(appointment, new URL(RETURN_PATH, request.url).href));
  },
  payAtClinic: ({ params, reply, store }) => {
    const id = parseId(pathParam(params, 'id'));
    if (id === null) return reply.json(400, validationBody(ID_PROBLEM));
    const appointment = store.appointments.get(id);
    if (appointment === undefined) return reply.json(404, notFoundBody('payAtClinic'));
    if (appointment.type === 'online') {
      return reply.json(409, {
        message: 'An online consultation must be paid before it is confirmed.',
        code: 'online_must_be_paid',
      });
    }
    if (appointment.booking_state === 'pay_at_clinic') return reply.json(200, checkoutSummary(appointment));
    if (!mayPayAtClinic(appointment.type, appointment.booking_state)) {
      return reply.json(409, conflictBodies.payAtClinic);
    }
    appointment.booking_state = 'pay_at_clinic';
    delete appointment.held_until;
    return reply.json(200, checkoutSummary(appointment));
  },
  jazzcashReturn: async ({ request, reply, store }) => {
    const form = new URLSearchParams(await request.text());
    const id = returnedAppointmentId(form);
    const appointment = id === null ? undefined : store.appointments.get(id);
    if (appointment === undefined) return reply.json(404, notFoundBody('jazzcashReturn'));
    const code = form.get('pp_ResponseCode') ?? '';
    const outcome = paymentStatusFromJazzCashCode(code, form.get('pp_ResponseMessage') ?? undefined);
    appointment.payment_status = outcome.status;
    if (outcome.status === PaymentStatus.SUCCESS || outcome.status === PaymentStatus.PENDING) {
      appointment.booking_state = 'confirmed';
      delete appointment.held_until;
    }
    const result = { appointment_id: appointment.id, status: outcome.status, message: outcome.message };
    store.paymentResults.set(
      appointment.id,
      /^[0-9A-Za-z]{1,10}$/.test(code.trim()) ? { ...result, response_code: code.trim() } : result,
    );
    return reply.empty(303, { Location: `${CHECKOUT_PATH}${String(appointment.id)}` });
  },
  getPaymentStatus: ({ params, reply, store, scenario }) => {
    const id = parseId(pathParam(params, 'appointment_id'));
    if (id === null) {
      return reply.json(
        400,
        validationBody({
          path: 'path/appointment_id',
          code: 'too_small',
          limit: 1,
          message: 'Must be a whole number from 1.',
        }),
      );
    }
    const appointment = store.appointments.get(id);
    if (appointment === undefined) return reply.json(404, notFoundBody('getPaymentStatus'));
    if (scenario === 'paymentPending') return reply.json(200, paymentStatusResult(id, PaymentStatus.PENDING));
    if (scenario === 'paymentFailed') return reply.json(200, paymentStatusResult(id, PaymentStatus.FAILURE));
    return reply.json(
      200,
      store.paymentResults.get(id) ?? paymentStatusResult(id, appointment.payment_status),
    );
  },
} satisfies Partial<Resolvers>;
