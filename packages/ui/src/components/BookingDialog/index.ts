export { BookingDialog, bookingDialogTitle, bookingTypes } from './BookingDialog';
export type { BookingDialogProps, BookingDoctor, BookingRequest, BookingType } from './BookingDialog';
export { BOOKING_DAYS_AHEAD, BOOKING_SLOT_MINUTES, bookingDates, bookingTimes } from './bookingSlots';
export type { BookingDate, BookingTime, BookingTimings } from './bookingSlots';
