export { APPOINTMENT_CALL_OUTCOMES } from './AppointmentList';
export { APPOINTMENT_PAYMENT_BADGES } from './AppointmentList';
export { appointmentCallOutcomes } from './AppointmentList';
export { AppointmentList } from './AppointmentList';
export { CALL_RINGING_TEXT } from './AppointmentList';
export type { AppointmentListItem } from './AppointmentList';
export type { AppointmentListProps } from './AppointmentList';
export type { AppointmentCallOutcome } from './AppointmentList';
