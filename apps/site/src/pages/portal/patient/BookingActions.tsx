import type { Schema } from '@aafiyat/api';
import {
  doctorProfilePath,
  OPEN_SLOT_DAYS,
  readBookingIntent,
  withBookingIntent,
  withoutBookingIntent,
} from '@aafiyat/domain';
import { Button, Inline, OpenSlots, Stack, VisuallyHidden } from '@aafiyat/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAddress } from '../../../app/address';
import { useSession } from '../../../app/session';
import { useSiteMessages } from '../../../i18n/language';
import { bookingButtonSuffix, mayBookOrSignIn } from './bookingAccess';

type Doctor = Schema<'Doctor'>;
type BookingType = Schema<'AppointmentType'>;
type Slot = { date: string; time: string };

// The dialog, its date and slot logic and the booking call load only when a patient presses Book, so the
// search page's first load carries just these buttons.
const BookingFlow = lazy(() => import('./BookingFlow'));

/** Props of {@link BookingActions}. */
export interface BookingActionsProps {
  /** The doctor of the card. */
  doctor: Doctor;
  /**
   * The doctor's open slots of the coming days and today's date (Pakistan's calendar), on the doctor's page: shown
   * as times under the buttons, each opening the booking with it chosen.
   */
  slots?: { days: Schema<'DoctorSlots'>['data']; today: string } | undefined;
}

/**
 * The kind of visit a time on the doctor's page books: at the clinic, unless the doctor sees patients online only
 * (no clinic listed).
 */
function slotType(doctor: Doctor): BookingType {
  return doctor.clinic_id === undefined && doctor.is_online ? 'online' : 'in_clinic';
}

/**
 * A doctor card's booking buttons: "Book in-clinic", and "Book online" for a doctor who consults online. A
 * signed-in patient gets the booking dialog; anyone else goes to the patient sign-in, which brings them back to
 * this search.
 */
export function BookingActions({ doctor, slots }: BookingActionsProps) {
  const t = useSiteMessages();
  const session = useSession();
  const address = useAddress();
  const [booking, setBooking] = useState<{ type: BookingType; initial?: Slot; resumed?: boolean } | null>(
    null,
  );

  const start = (type: BookingType, initial?: Slot) => {
    // A visitor signs in first, and comes back to this doctor's page with the booking as they left it.
    const back = withBookingIntent(doctorProfilePath(doctor) ?? `${address.pathname}${address.search}`, {
      type,
      ...(initial === undefined ? {} : { slot: initial }),
    });
    if (mayBookOrSignIn(session?.role, back, address.navigate))
      setBooking(initial === undefined ? { type } : { type, initial });
  };

  // Back from signing in, on the doctor's page: the booking opens as the visitor left it, once; the address drops
  // it, so a reload or Back does not open it again.
  const resumed = useRef(false);
  const intent = slots === undefined ? null : readBookingIntent(address.search);
  const signedIn = session?.role === 'patient';
  useEffect(() => {
    if (resumed.current || intent === null || !signedIn) return;
    resumed.current = true;
    setBooking({ type: intent.type, ...(intent.slot ? { initial: intent.slot } : {}), resumed: true });
    address.setSearch(withoutBookingIntent(address.search), { replace: true });
  }, [intent, signedIn, address]);

  const buttons = (
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
    </>
  );
  const flow =
    booking === null ? null : (
      <Suspense fallback={null}>
        <BookingFlow
          doctor={doctor}
          type={booking.type}
          initial={booking.initial}
          notice={booking.resumed === true ? t('Patient.book.resumed') : undefined}
          onClose={() => {
            setBooking(null);
          }}
        />
      </Suspense>
    );

  if (slots === undefined) {
    return (
      <>
        {buttons}
        {flow}
      </>
    );
  }
  return (
    <Stack gap="xlarge">
      <Inline gap="small">{buttons}</Inline>
      <OpenSlots
        days={slots.days}
        today={slots.today}
        daysCovered={OPEN_SLOT_DAYS}
        onChoose={(slot) => {
          start(slotType(doctor), slot);
        }}
      />
      {flow}
    </Stack>
  );
}
