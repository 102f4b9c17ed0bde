import type { Schema } from '@aafiyat/api';
import { isApiError } from '@aafiyat/api';
import { BookingDialog, type BookingRequest } from '@aafiyat/ui';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../app/api';
import { sessionExpired } from '../../../app/auth';
import { checkoutPath } from './paths';

/** Props of {@link BookingFlow}. */
export interface BookingFlowProps {
  /** The doctor to book. */
  doctor: Schema<'Doctor'>;
  /** In-clinic or online. */
  type: Schema<'AppointmentType'>;
  /** The dialog closed without a booking. */
  onClose: () => void;
}

/** The booking dialog wired to the API: books, then goes to the appointment's checkout. Loaded on demand. */
export default function BookingFlow({ doctor, type, onClose }: BookingFlowProps) {
  const navigate = useNavigate();

  const book = async (booking: BookingRequest) => {
    try {
      const appointment = await api.createAppointment({ body: booking });
      void navigate(checkoutPath(appointment.id));
    } catch (error) {
      if (isApiError(error, 401)) {
        sessionExpired('patient', (path) => void navigate(path));
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
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      onSubmit={book}
    />
  );
}
