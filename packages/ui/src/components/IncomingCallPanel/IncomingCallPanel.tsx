import { INCOMING_CALL_TIMEOUT_MS } from '@aafiyat/domain';
import { useEffect, useState } from 'react';
import { useMessages } from '../../i18n/I18nContext';
import { Icon } from '../../icons/icons';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { useLatest } from '../../primitives/Dialog/DialogBehaviour';
import { IconButton } from '../../primitives/IconButton';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { actions, caller, callerIcon, callerText, sound, soundStatus } from './IncomingCallPanel.css';
import { createWebAudioRingtone, type Ringtone } from './IncomingCallPanelRingtone';

/** The call being offered. */
export interface IncomingCall {
  /** Identifies the call; a new id is a new call (the panel shows again). */
  callId: string;
  /** The doctor calling, as shown. */
  doctorName: string;
  /** The doctor's specialty ("Dermatologist"). */
  specialty: string;
}

/** What the panel's callbacks receive. */
export interface IncomingCallEvent {
  /** The call's id. */
  callId: string;
}

export interface IncomingCallPanelProps {
  /** Whether a call is being offered (a `receive_call` event arrived for this patient). */
  open: boolean;
  /** The call. */
  call: IncomingCall;
  /** The patient answers: the panel hides and the ringtone stops; open the video call. */
  onAccept: (event: IncomingCallEvent) => void;
  /** The patient declines (also the close button and Escape): the panel hides and the ringtone stops. */
  onDecline: (event: IncomingCallEvent) => void;
  /** Nobody answered within 10 s: the panel has hidden itself and the ringtone stopped. */
  onTimeout: (event: IncomingCallEvent) => void;
  /** What rings; the Web Audio ringtone by default. Stories and tests pass a fake that records calls. */
  ringtone?: Ringtone;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * The incoming online-appointment call a patient sees: an alert dialog titled 'Online
 * Appointment Calling...' with the doctor's name and specialty, Accept and Decline, a synthesised ringtone
 * that can be silenced, and a 10 s time-out.
 */
export function IncomingCallPanel({
  open,
  call,
  onAccept,
  onDecline,
  onTimeout,
  ringtone: givenRingtone,
  data,
}: IncomingCallPanelProps) {
  const t = useMessages();
  const [defaultRingtone] = useState(createWebAudioRingtone);
  const ringtone = givenRingtone ?? defaultRingtone;
  const { callId } = call;
  // The call the patient (or the time-out) has already dealt with: the panel stays hidden for it.
  const [endedCallId, setEndedCallId] = useState<string | null>(null);
  const [silenced, setSilenced] = useState(false);
  const [blockedCallId, setBlockedCallId] = useState<string | null>(null);
  const [announcedCallId, setAnnouncedCallId] = useState<string | null>(null);
  const showing = open && endedCallId !== callId;
  const ringing = showing && !silenced;

  const end = (next: (event: IncomingCallEvent) => void) => {
    // Stopped here as well as by the effect, so the tone ends on the press itself.
    ringtone.stop();
    setEndedCallId(callId);
    setSilenced(false);
    next({ callId });
  };
  const timeOut = useLatest(() => {
    end(onTimeout);
  });

  useEffect(() => {
    if (!ringing) return;
    let current = true;
    void ringtone.start().then((status) => {
      if (current) setBlockedCallId(status === 'blocked' ? callId : null);
    });
    return () => {
      current = false;
      ringtone.stop();
    };
  }, [ringing, ringtone, callId]);

  useEffect(() => {
    if (!showing) return;
    const timer = setTimeout(() => {
      timeOut.current();
    }, INCOMING_CALL_TIMEOUT_MS);
    // The announcement is written a frame after the panel shows, into a live region that is already on the
    // page, so screen readers treat it as news and read it.
    const frame = requestAnimationFrame(() => {
      setAnnouncedCallId(callId);
    });
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [showing, callId, timeOut]);

  const who = t('IncomingCallPanel.who', { doctor: call.doctorName, specialty: call.specialty });
  return (
    <Dialog
      role="alertdialog"
      title={t('IncomingCallPanel.title')}
      size="small"
      open={showing}
      onOpenChange={({ open: next }) => {
        if (!next) end(onDecline);
      }}
      // Focus starts on the title, not on Accept: a key pressed while typing must not answer a video call.
      initialFocus="title"
      // A stray tap beside the panel must not decline the call.
      dismissOnBackdrop={false}
      description={t('IncomingCallPanel.description', { who })}
      {...(data ? { data } : {})}
      footer={
        <div className={actions}>
          <Button
            variant="outline"
            tone="critical"
            icon="phoneOff"
            onClick={() => {
              end(onDecline);
            }}
          >
            {t('IncomingCallPanel.decline')}
          </Button>
          <Button
            icon="video"
            onClick={() => {
              end(onAccept);
            }}
          >
            {t('IncomingCallPanel.accept')}
          </Button>
        </div>
      }
    >
      <div aria-live="assertive" aria-atomic="true">
        <VisuallyHidden>
          {announcedCallId === callId ? t('IncomingCallPanel.announce', { who }) : ''}
        </VisuallyHidden>
      </div>
      <div className={caller}>
        <span className={callerIcon}>
          <Icon name="user" size="large" />
        </span>
        <div className={callerText}>
          <Text weight="strong" size="large">
            {call.doctorName}
          </Text>
          <Text tone="muted">{call.specialty}</Text>
        </div>
      </div>
      <div className={sound}>
        <p role="status" className={soundStatus}>
          {blockedCallId === callId && !silenced ? t('IncomingCallPanel.soundBlocked') : ''}
        </p>
        <IconButton
          label={t('IncomingCallPanel.silence')}
          icon="volumeOff"
          variant="outline"
          aria-pressed={silenced}
          onClick={() => {
            setSilenced(!silenced);
          }}
        />
      </div>
    </Dialog>
  );
}
