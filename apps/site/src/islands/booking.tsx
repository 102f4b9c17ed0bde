import type { Schema } from '@aafiyat/api';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SiteLanguageProvider, type SiteLanguage } from '../i18n/language';
import BookingFlow from '../pages/portal/patient/BookingFlow';
import { mountPoint } from './mount';

/**
 * Opens the booking dialog for `doctor` in a React root of its own (a page of islands has no shell to hold it),
 * removed once the dialog closes, in the page's language: the doctor search's Book buttons and open times (`initial`,
 * chosen in the dialog), drawn without React.
 */
export function openBooking(
  doctor: Schema<'Doctor'>,
  type: Schema<'AppointmentType'>,
  language: SiteLanguage,
  initial?: { date: string; time: string },
): void {
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
      <SiteLanguageProvider language={language}>
        <BookingFlow doctor={doctor} type={type} initial={initial} onClose={close} />
      </SiteLanguageProvider>
    </StrictMode>,
  );
}
