import type { Schema } from '@aafiyat/api';
import {
  doctorProfilePath,
  OPEN_SLOT_DAYS,
  pakistanDate,
  readBookingIntent,
  withBookingIntent,
  withoutBookingIntent,
} from '@aafiyat/domain';
import { Button, Inline, OpenSlots, Stack, Text, VisuallyHidden } from '@aafiyat/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useAddress } from '../../../app/address';
import { useSession } from '../../../app/session';
import { useSiteMessages } from '../../../i18n/language';
import { cardSlots, cardSlotsLabel } from './BookingActions.css';
import { bookingButtonSuffix, cardSlotLabel, mayBookOrSignIn, slotType } from './bookingAccess';

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
  // Today by the page's clock (the server's when it writes the page): which card times are today and tomorrow.
  const [today] = useState(() => pakistanDate(new Date()));

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
    // On a card: the doctor's first open times today and tomorrow, each booking it at once.
    const next = doctor.next_slots ?? [];
    return (
      <>
        {buttons}
        {next.length === 0 ? null : (
          <div className={cardSlots} data-card-slots="">
            <div className={cardSlotsLabel}>
              <Text size="small" tone="muted">
                {t('Doctors.card.slots')}
              </Text>
            </div>
            {next.map((slot) => (
              <Button
                key={`${slot.date} ${slot.time}`}
                size="small"
                variant="outline"
                data={{ booking: slotType(doctor), slot: `${slot.date} ${slot.time}` }}
                onClick={() => {
                  start(slotType(doctor), slot);
                }}
              >
                <span>{cardSlotLabel(t, slot, today)}</span>
                <VisuallyHidden>{bookingButtonSuffix(t, doctor.name)}</VisuallyHidden>
              </Button>
            ))}
          </div>
        )}
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
