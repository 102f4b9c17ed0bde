import { appointments } from './schema';

/**
 * The columns of an appointment that the domain's call rule (`callPermission`) reads: whether it is an online
 * consultation, its date and time, and its payment. Every query that asks the rule selects them from here.
 */
export const callRuleColumns = {
  type: appointments.type,
  date: appointments.date,
  time: appointments.time,
  paymentStatus: appointments.paymentStatus,
};
