import { useRefusalMessage } from '../../i18n/useRefusalMessage';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, dataAttributes } from '../../primitives/Button/Button';
import { Heading } from '../../primitives/Heading';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './MissedCallList.css';
import { useMessages } from '../../i18n/I18nContext';
import { RichMessage } from '../../i18n/RichMessage';
import type { MessageKey } from '../../i18n/translator';

/** A doctor's video call today that the patient missed or declined. */
export interface MissedCallItem {
  /** The call's id, sent back with `onReady`. */
  callId: string;
  /** The doctor who called ("Dr. Sadia Karim"). */
  doctorName: string;
  /** The doctor's specialty ("Dermatologist"). */
  specialty: string;
  /** Whether the patient let it ring out (`missed`) or turned it down (`declined`). */
  status: 'missed' | 'declined';
  /** When the doctor called, an ISO date-time; shown as Pakistan time. */
  calledAt: string;
  /** The patient has already told the doctor they are ready. */
  ready: boolean;
}

export interface MissedCallListProps {
  /** Today's missed and declined calls, in the order to show; nothing is rendered when there are none. */
  calls: readonly MissedCallItem[];
  /**
   * Tells the doctor the patient is ready to be called again. Resolve once the doctor is told; reject with an
   * `Error` whose message is shown beside the button.
   */
  onReady: (input: { callId: string }) => Promise<unknown>;
  /** Heading level of the section title, 2 by default. */
  headingLevel?: 2 | 3;
  /** Test and analytics hooks, rendered as `data-*` attributes on the section. */
  data?: Record<string, string>;
}

const STATUS_WORDS: Record<MissedCallItem['status'], MessageKey> = {
  missed: 'MissedCallList.missedAt',
  declined: 'MissedCallList.declinedAt',
};

// Doctors and patients in Pakistan go by its clock (the domain's toPakistanWallClock), whatever zone the
// browser is in.
const pakistanTime = new Intl.DateTimeFormat('en-PK', {
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: 'Asia/Karachi',
});

/**
 * The time of a call as a patient in Pakistan reads it ("3:30 PM"). Built from the parts because engines
 * differ in the period's case ("pm") and in the space before it (Chromium's ICU puts a narrow no-break space),
 * and the site writes times one way (`to12HourTime`). A value that is not a date comes back as given.
 */
export function formatMissedCallTime(calledAt: string): string {
  const date = new Date(calledAt);
  if (Number.isNaN(date.getTime())) return calledAt;
  const parts = pakistanTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/**
 * The patient's missed and declined video calls of today (on their profile), each with a way to tell the
 * doctor they are ready; the doctor's dashboard then shows "{patient} is ready: call again.".
 */
export function MissedCallList({ calls, onReady, headingLevel = 2, data }: MissedCallListProps) {
  const t = useMessages();
  const headingId = useId();
  if (calls.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={headingId} {...dataAttributes(data)}>
      <div className={styles.header}>
        <Heading level={headingLevel} size="medium" id={headingId}>
          {t('MissedCallList.heading')}
        </Heading>
        <Text tone="muted">{t('MissedCallList.intro')}</Text>
      </div>
      <ul className={styles.list}>
        {calls.map((call) => (
          <MissedCallListEntry key={call.callId} call={call} onReady={onReady} />
        ))}
      </ul>
    </section>
  );
}

type EntryState =
  { status: 'idle' } | { status: 'sending' } | { status: 'told' } | { status: 'failed'; message: string };

function MissedCallListEntry({
  call,
  onReady,
}: {
  call: MissedCallItem;
  onReady: MissedCallListProps['onReady'];
}) {
  const t = useMessages();
  const refusalWords = useRefusalMessage();
  const [state, setState] = useState<EntryState>({ status: 'idle' });
  // State updates land a render later; the ref stops a fast second press before the button shows busy.
  const sending = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const moveFocusToStatus = useRef(false);
  const ready = call.ready || state.status === 'told';

  useEffect(() => {
    // The button that had focus is gone: focus follows to its confirmation rather than falling to the page.
    if (ready && moveFocusToStatus.current) {
      moveFocusToStatus.current = false;
      statusRef.current?.focus();
    }
  }, [ready]);

  const tellDoctor = async () => {
    if (sending.current) return;
    sending.current = true;
    setState({ status: 'sending' });
    try {
      await onReady({ callId: call.callId });
      moveFocusToStatus.current = buttonRef.current === document.activeElement;
      setState({ status: 'told' });
    } catch (error) {
      setState({ status: 'failed', message: refusalWords(error) });
    } finally {
      sending.current = false;
    }
  };

  return (
    <li className={styles.item} data-call-id={call.callId}>
      <div className={styles.who}>
        <p className={styles.doctor}>{call.doctorName}</p>
        <p className={styles.detail}>{call.specialty}</p>
        <p className={styles.detail}>
          <RichMessage
            id={STATUS_WORDS[call.status]}
            values={{
              time: (
                <time className={styles.time} dateTime={call.calledAt} dir="ltr">
                  {formatMissedCallTime(call.calledAt)}
                </time>
              ),
            }}
          />
        </p>
      </div>
      <div className={styles.actions}>
        {ready ? null : (
          <Button
            ref={buttonRef}
            size="large"
            pending={state.status === 'sending'}
            onClick={() => {
              void tellDoctor();
            }}
          >
            {t('MissedCallList.ready')}
            <VisuallyHidden>{` ${t('MissedCallList.forDoctor', { doctor: call.doctorName })}`}</VisuallyHidden>
          </Button>
        )}
        {/* Present from the start, so screen readers announce the confirmation when it is filled in. */}
        <div role="status" ref={statusRef} tabIndex={ready ? -1 : undefined}>
          {ready ? (
            <Text weight="strong" tone="positive">
              {t('MissedCallList.doctorKnows', { doctor: call.doctorName })}
            </Text>
          ) : null}
        </div>
        {state.status === 'failed' && !ready ? (
          <InlineAlert tone="critical" announce>
            {state.message}
          </InlineAlert>
        ) : null}
      </div>
    </li>
  );
}
