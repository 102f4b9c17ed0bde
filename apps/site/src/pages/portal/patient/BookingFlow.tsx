import type { Schema } from '@aafiyat/api';
import { isApiError } from '@aafiyat/api';
import { BookingDialog, type BookingRequest } from '@aafiyat/ui';
import { useAddress } from '../../../app/address';
import { api } from '../../../app/api';
import { sessionExpired } from '../../../app/session';
import { checkoutPath } from './paths';

/** Props of {@link BookingFlow}. */
export interface BookingFlowProps {
  /** The doctor to book. */
  doctor: Schema<'Doctor'>;
  /** In-clinic or online. */
  type: Schema<'AppointmentType'>;
  /** The dialog closed without a booking. */
  onClose: () => void;
  /** A slot already chosen (a time on the doctor's page), which the dialog opens with. */
  initial?: { date: string; time: string } | undefined;
  /** Why the dialog opened by itself (a booking resumed after signing in), said at its top. */
  notice?: string | undefined;
}

/** The booking dialog wired to the API: books, then goes to the appointment's checkout. Loaded on demand. */
export default function BookingFlow({ doctor, type, onClose, initial, notice }: BookingFlowProps) {
  const { navigate } = useAddress();

  const book = async (booking: BookingRequest) => {
    try {
      const appointment = await api.createAppointment({ body: booking });
      navigate(checkoutPath(appointment.id));
    } catch (error) {
      if (isApiError(error, 401)) {
        sessionExpired('patient', (path) => {
          navigate(path);
        });
        return;
      }
      throw error;
    }
  };

  return (
    <BookingDialog
      defaultOpen
      doctor={doctor}
      type={type}
      initial={initial}
      notice={notice}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      onSubmit={book}
    />
  );
}
