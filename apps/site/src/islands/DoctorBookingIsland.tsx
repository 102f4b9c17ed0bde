import type { Schema } from '@aafiyat/api';
import { BookingActions } from '../pages/portal/patient/BookingActions';

/**
 * A doctor's profile's booking buttons (see {@link BookingActions}): a signed-in patient books in the dialog,
 * anyone else signs in first and comes back to the profile.
 */
export default function DoctorBookingIsland({ doctor }: { doctor: Schema<'Doctor'> }) {
  return <BookingActions doctor={doctor} />;
}
