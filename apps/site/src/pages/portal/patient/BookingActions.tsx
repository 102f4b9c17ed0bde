import type { Schema } from '@aafiyat/api';
import { Button, VisuallyHidden } from '@aafiyat/ui';
import { lazy, Suspense, useState } from 'react';
import { useAddress } from '../../../app/address';
import { useSession } from '../../../app/session';
import { useSiteMessages } from '../../../i18n/language';
import { bookingButtonSuffix, mayBookOrSignIn } from './bookingAccess';

type Doctor = Schema<'Doctor'>;
type BookingType = Schema<'AppointmentType'>;

// The dialog, its date and slot logic and the booking call load only when a patient presses Book, so the
// search page's first load carries just these buttons.
const BookingFlow = lazy(() => import('./BookingFlow'));

/** Props of {@link BookingActions}. */
export interface BookingActionsProps {
  /** The doctor of the card. */
  doctor: Doctor;
}

/**
 * A doctor card's booking buttons: "Book in-clinic", and "Book online" for a doctor who consults online. A
 * signed-in patient gets the booking dialog; anyone else goes to the patient sign-in, which brings them back to
 * this search.
 */
export function BookingActions({ doctor }: BookingActionsProps) {
  const t = useSiteMessages();
  const session = useSession();
  const address = useAddress();
  const [booking, setBooking] = useState<BookingType | null>(null);

  const start = (type: BookingType) => {
    if (mayBookOrSignIn(session?.role, `${address.pathname}${address.search}`, address.navigate))
      setBooking(type);
  };

  return (
    <>
      <Button
        size="small"
        icon="calendar"
        data={{ booking: 'in_clinic' }}
        onClick={() => {
          start('in_clinic');
        }}
      >
        {t('Patient.book.inClinic')}
        <VisuallyHidden>{bookingButtonSuffix(t, doctor.name)}</VisuallyHidden>
      </Button>
      {doctor.is_online ? (
        <Button
          size="small"
          variant="outline"
          icon="video"
          data={{ booking: 'online' }}
          onClick={() => {
            start('online');
          }}
        >
          {t('Patient.book.online')}
          <VisuallyHidden>{bookingButtonSuffix(t, doctor.name)}</VisuallyHidden>
        </Button>
      ) : null}
      {booking === null ? null : (
        <Suspense fallback={null}>
          <BookingFlow
            doctor={doctor}
            type={booking}
            onClose={() => {
              setBooking(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
