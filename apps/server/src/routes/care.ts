// The patient's side of care and the dashboards that follow it: profile and attachments, booking, paying,
// the clinic's and doctor's days, online calls, and reviewing a visit.
import type { AppContext } from '../context';
import type { OperationHandlers } from '../http/operation';
import { appointmentHandlers } from './appointments';
import { callHandlers } from './calls';
import { dashboardHandlers } from './dashboards';
import { patientHandlers } from './patient';
import { paymentHandlers } from './payments';
import { reviewHandlers } from './reviews';

type CareOperation =
  | 'getPatientProfile'
  | 'updatePatientProfile'
  | 'listPatientAttachments'
  | 'uploadPatientAttachment'
  | 'getPatientAttachment'
  | 'deletePatientAttachment'
  | 'listPatientAppointments'
  | 'createAppointment'
  | 'getAppointmentCheckout'
  | 'payAtClinic'
  | 'startJazzcashPayment'
  | 'jazzcashReturn'
  | 'getPaymentStatus'
  | 'getClinicDashboard'
  | 'getDoctorDashboard'
  | 'startCall'
  | 'getIceServers'
  | 'listMissedCalls'
  | 'markCallReady'
  | 'listDoctorReviews'
  | 'reviewAppointment';

/** Every care operation's handler. */
export function careHandlers(context: AppContext): Pick<OperationHandlers, CareOperation> {
  return {
    ...patientHandlers(context),
    ...appointmentHandlers(context),
    ...paymentHandlers(context),
    ...dashboardHandlers(context),
    ...callHandlers(context),
    ...reviewHandlers(context),
  };
}
