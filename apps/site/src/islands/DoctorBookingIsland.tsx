import type { Schema } from '@aafiyat/api';
import { BookingActions } from '../pages/portal/patient/BookingActions';

/**
 * A doctor's profile's booking (see {@link BookingActions}): the buttons, and the next open times, each opening
 * the booking with it chosen. A signed-in patient books in the dialog; anyone else signs in first and comes back to
 * the profile.
 */
export default function DoctorBookingIsland({
  doctor,
  slots,
}: {
  doctor: Schema<'Doctor'>;
  /** The open slots of the coming days and today's date, as the server counted them. */
  slots?: { days: Schema<'DoctorSlots'>['data']; today: string } | undefined;
}) {
  return <BookingActions doctor={doctor} slots={slots} />;
}
