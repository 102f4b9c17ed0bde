import type { Schema } from '@aafiyat/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import BookingFlow from '../pages/portal/patient/BookingFlow';
import { mountPoint } from './mount';

/**
 * Opens the booking dialog for `doctor` in a React root of its own (a page of islands has no shell to hold it),
 * removed once the dialog closes: the doctor search's Book buttons, drawn without React.
 */
export function openBooking(doctor: Schema<'Doctor'>, type: Schema<'AppointmentType'>): void {
  const host = mountPoint();
  const root = createRoot(host, { identifierPrefix: 'booking-' });
  const close = () => {
    // After React has finished the update that closed the dialog.
    window.setTimeout(() => {
      root.unmount();
      host.remove();
    }, 0);
  };
  root.render(
    <StrictMode>
      <BookingFlow doctor={doctor} type={type} onClose={close} />
    </StrictMode>,
  );
}
