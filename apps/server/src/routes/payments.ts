// Paying for an appointment through JazzCash's hosted checkout: start (the signed form the browser posts to the
// gateway), the gateway's return post (verified by its secure hash) and the status the checkout page re-reads.
import {
  PaymentStatus,
  isLocale,
  isPayable,
  localeFromAcceptLanguage,
  pathInLocale,
  paymentStatusFromJazzCashCode,
  slotHoldUntil,
  type Locale,
} from '@aafiyat/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { AppContext } from '../context';
import { isUniqueViolation } from '../db/errors';
import { appointments, payments } from '../db/schema';
import { fail, type OperationHandlers } from '../http/operation';
import {
  checkoutFields,
  hasValidSecureHash,
  jazzCashMerchant,
  newTxnRefNo,
  RETURN_PATH,
  SIMULATOR_PATH,
} from '../services/jazzcash';
import { BOOKING_RELEASED_MESSAGE, ownAppointment, paymentStatusOf } from './appointments';
import { patientIdOf } from './patient';

const STATUS_MESSAGES: Record<PaymentStatus, string> = {
  [PaymentStatus.SUCCESS]: 'Your payment was received. Thank you.',
  [PaymentStatus.PENDING]: 'Your payment is pending.',
  [PaymentStatus.FAILURE]: 'The payment did not go through. Please try again.',
  [PaymentStatus.NOT_STARTED]: 'You have not paid for this appointment yet.',
  [PaymentStatus.STARTED]:
    'Your payment has started but JazzCash has not confirmed it yet. Finish it on the JazzCash page, or pay again.',
};
const PENDING_NEXT_STEP = 'We will update this page when JazzCash confirms it.';
const MESSAGE_MAX_LENGTH = 500;

/**
 * This server's public origin: the production host when configured, else the request's own scheme and host
 * (behind a proxy in production Fastify trusts its forwarded headers).
 */
export function serverOrigin(request: FastifyRequest, config: Config): string {
  if (config.production && config.publicHost) return `https://${config.publicHost}`;
  return `${request.protocol}://${request.host}`;
}

/**
 * The checkout page of an appointment in a page's language: where the return post sends the customer (a relative
 * redirect), `/ur/appointment/…` for a payment started on an Urdu page.
 */
export function checkoutPath(appointmentId: number, locale: Locale = 'en'): string {
  return pathInLocale(`/appointment/payment/checkout/${String(appointmentId)}`, locale);
}

/** JazzCash start, return and status. */
export function paymentHandlers({
  db,
  config,
}: AppContext): Pick<OperationHandlers, 'startJazzcashPayment' | 'jazzcashReturn' | 'getPaymentStatus'> {
  const merchant = jazzCashMerchant(config);

  return {
    async startJazzcashPayment(request) {
      const patientId = patientIdOf(request.session);
      const appointment = await ownAppointment(db, request.body.appointment_id, patientId);
      // Only a payment never started, left at the gateway or failed may be paid: a pending one waits at JazzCash
      // for the customer, and paying again could charge them twice.
      if (!isPayable(appointment.paymentStatus)) {
        throw appointment.paymentStatus === PaymentStatus.PENDING
          ? fail.conflict(
              'JazzCash is still waiting for this payment to be completed. Please finish it there.',
              'payment_pending',
            )
          : fail.conflict('This appointment is already paid.', 'already_paid');
      }
      if (appointment.released) throw fail.conflict(BOOKING_RELEASED_MESSAGE, 'booking_released');
      const origin = serverOrigin(request, config);
      const now = new Date();
      let txnRefNo = '';
      // Five random digits per second make a clash rare; the unique index makes it harmless.
      for (let attempt = 0; txnRefNo === '' && attempt < 5; attempt += 1) {
        const candidate = newTxnRefNo(now);
        try {
          await db.insert(payments).values({
            appointmentId: appointment.id,
            txnRef: candidate,
            status: PaymentStatus.STARTED,
          });
          txnRefNo = candidate;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      if (txnRefNo === '') throw new Error('could not pick a unique JazzCash transaction reference');
      await db
        .update(appointments)
        // A payment started holds the time for the patient again (it was not given away: not released).
        .set({ paymentStatus: PaymentStatus.STARTED, heldUntil: slotHoldUntil(now) })
        .where(
          and(
            eq(appointments.id, appointment.id),
            ne(appointments.paymentStatus, PaymentStatus.SUCCESS),
            eq(appointments.released, false),
          ),
        );
      const kind = appointment.type === 'online' ? 'Online consultation' : 'In-clinic appointment';
      const fields = checkoutFields(merchant, {
        appointmentId: appointment.id,
        fee: appointment.fee,
        description: `${kind} with ${appointment.doctorName}`,
        txnRefNo,
        returnUrl: `${origin}${RETURN_PATH}`,
        now,
        // The site's client says the page's language; the gateway hands it back with the answer.
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
      });
      request.log.info(
        { patientId, appointmentId: appointment.id, txnRefNo, simulated: merchant.simulated },
        'jazzcash checkout started',
      );
      return {
        status: 200,
        body: { gateway_url: merchant.gatewayUrl ?? `${origin}${SIMULATOR_PATH}`, fields },
      };
    },

    async jazzcashReturn(request) {
      const form = request.body;
      if (!hasValidSecureHash(form, merchant.integritySalt)) {
        request.log.warn({ txnRefNo: form.pp_TxnRefNo }, 'refused a JazzCash return with a bad secure hash');
        throw fail.badRequest(
          'This payment answer could not be verified, so nothing was changed.',
          'invalid_secure_hash',
        );
      }
      const [payment] = await db
        .select({
          id: payments.id,
          status: payments.status,
          appointmentId: payments.appointmentId,
          fee: appointments.fee,
        })
        .from(payments)
        .innerJoin(appointments, eq(appointments.id, payments.appointmentId))
        .where(eq(payments.txnRef, form.pp_TxnRefNo));
      if (!payment) throw fail.notFound('We could not find that payment.');
      if (form.pp_Amount !== undefined && form.pp_Amount !== String(payment.fee * 100)) {
        request.log.warn({ txnRefNo: form.pp_TxnRefNo }, 'JazzCash return amount differs from the fee');
        throw fail.badRequest(
          'The amount JazzCash reported does not match the fee, so nothing was changed.',
          'amount_mismatch',
        );
      }
      // A settled payment stays settled: a replayed or late post for it changes nothing.
      if (payment.status !== PaymentStatus.SUCCESS) {
        const outcome = paymentStatusFromJazzCashCode(form.pp_ResponseCode, form.pp_ResponseMessage);
        await db
          .update(payments)
          .set({
            status: outcome.status,
            responseCode: form.pp_ResponseCode.trim(),
            message: outcome.message.slice(0, MESSAGE_MAX_LENGTH),
            updatedAt: new Date(),
          })
          .where(eq(payments.id, payment.id));
        // An older attempt's late answer never undoes a paid appointment.
        await db
          .update(appointments)
          .set({ paymentStatus: outcome.status })
          .where(
            and(
              eq(appointments.id, payment.appointmentId),
              ne(appointments.paymentStatus, PaymentStatus.SUCCESS),
            ),
          );
        request.log.info(
          { appointmentId: payment.appointmentId, txnRefNo: form.pp_TxnRefNo, status: outcome.status },
          'jazzcash return recorded',
        );
      }
      // Back to the checkout in the language the payment was started in (signed, so as the start wrote it).
      const locale = isLocale(form.ppmpf_2) ? form.ppmpf_2 : 'en';
      return {
        status: 303,
        body: undefined,
        headers: { location: checkoutPath(payment.appointmentId, locale) },
      };
    },

    async getPaymentStatus(request) {
      const appointment = await ownAppointment(
        db,
        request.params.appointment_id,
        patientIdOf(request.session),
      );
      const status = paymentStatusOf(appointment.paymentStatus);
      // With real merchant settings, a PENDING or STARTED payment would be re-checked here through JazzCash's
      // status inquiry API (`PaymentInquiry/Inquire`, signed like the checkout). This environment cannot reach
      // JazzCash, and the simulator settles only through its return post, so the stored status is answered.
      // The attempt that set the appointment's status speaks for it (a late answer to an older attempt does not).
      const [latest] = await db
        .select({ responseCode: payments.responseCode, message: payments.message })
        .from(payments)
        .where(and(eq(payments.appointmentId, appointment.id), eq(payments.status, status)))
        .orderBy(desc(payments.updatedAt), desc(payments.id))
        .limit(1);
      const settled = status === PaymentStatus.SUCCESS || status === PaymentStatus.FAILURE;
      const gatewayMessage = latest?.responseCode && latest.message ? latest.message : null;
      let message = STATUS_MESSAGES[status];
      if (settled && gatewayMessage) message = gatewayMessage;
      if (status === PaymentStatus.PENDING) message = `${gatewayMessage ?? message} ${PENDING_NEXT_STEP}`;
      const responseCode = latest?.responseCode ?? null;
      return {
        status: 200,
        body: {
          appointment_id: appointment.id,
          status,
          message: message.slice(0, MESSAGE_MAX_LENGTH),
          ...(responseCode !== null ? { response_code: responseCode } : {}),
        },
      };
    },
  };
}
