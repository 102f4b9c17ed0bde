export { APPOINTMENT_PAYMENT_BADGES } from './AppointmentList';
export { AppointmentList } from './AppointmentList';
export { CALL_RINGING_TEXT } from './AppointmentList';
export type { AppointmentListItem } from './AppointmentList';
export type { AppointmentListProps } from './AppointmentList';
