// What the checkout page loads: the appointment of its address, its summary and the latest word on its payment.
import { isApiError, type Schema } from '@aafiyat/api';
import { PaymentStatus } from '@aafiyat/domain';
import { matchPath, type Params } from 'react-router-dom';
import { api } from '../../../app/api';

/** What the checkout found: the appointment's summary and the latest word on its payment, or nothing. */
export type Checkout =
  | { status: 'notFound' }
  | { status: 'loaded'; summary: Schema<'CheckoutSummary'>; result: Schema<'PaymentStatusResult'> | null };

/** No such appointment (or not this patient's). */
export const NOT_FOUND: Checkout = { status: 'notFound' };

const CHECKOUT_ROUTE = '/appointment/payment/checkout/:id';

/** The appointment id of the address (the site's router may hand the page a splat rather than `:id`). */
export function appointmentIdOf(params: Readonly<Params>): number | null {
  const raw = params['id'] ?? matchPath(CHECKOUT_ROUTE, `/${params['*'] ?? ''}`)?.params.id;
  return raw !== undefined && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The summary and, once a payment was started, the latest word on it (a 404 is `notFound`). */
export async function fetchCheckout(appointmentId: number, signal: AbortSignal): Promise<Checkout> {
  try {
    const summary = await api.getAppointmentCheckout({ path: { id: appointmentId } }, { signal });
    // Back from JazzCash (or a second visit): the latest word on the payment.
    const result =
      summary.payment_status === PaymentStatus.NOT_STARTED
        ? null
        : await api.getPaymentStatus({ path: { appointment_id: appointmentId } }, { signal });
    return {
      status: 'loaded',
      summary: result === null ? summary : { ...summary, payment_status: result.status },
      result,
    };
  } catch (error) {
    if (isApiError(error, 404)) return NOT_FOUND;
    throw error;
  }
}
