import { createRealtimeClient, type CallChannel, type IncomingCall } from '@aafiyat/api';
import { IncomingCallPanel, Toaster, type ToastData } from '@aafiyat/ui';
import { lazy, Suspense, useContext, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Locale } from '@aafiyat/domain';
import type { SiteMessageKey } from '../../i18n/compiled/keys';
import { usePageLocale, useSiteMessages, type SiteTranslate } from '../../i18n/language';
import { PATIENT_PROFILE_PATH } from '../../pages/portal/patient/paths';
import { CallLoading } from './CallLoading';
import { keepCallNotices, readCallNotices } from './callNotices';
import type { CallEnd } from './CallView';
import { RealtimeClientContext, type SiteRealtimeClient } from './realtimeClientContext';
import { registerRealtimeDisconnect } from './realtimeLink';

// The video-call view is its own chunk, fetched when the patient accepts (loaded on demand,
// client-side only).
const CallView = lazy(() => import('./CallView'));

/** Props of {@link PatientCalls}. */
export interface PatientCallsProps {
  /** The signed-in patient's id, announced with `patient_connection`. */
  patientId: number;
}

interface ActiveCall {
  call: IncomingCall;
  channel: CallChannel;
}

/** What the patient is told after a call, by how it ended. */
export const PATIENT_CALL_ENDED = {
  'hung-up': 'Calls.ended.hungUp',
  'peer-left': 'Calls.ended.peerLeft',
  failed: 'Calls.ended.failed',
} as const satisfies Record<CallEnd, SiteMessageKey>;

/** The server's refusals of an answer (`Acknowledgement.message`, written in English), by the catalog's words. */
const ACCEPT_REFUSALS: Readonly<Record<string, SiteMessageKey>> = {
  'This call is no longer ringing.': 'Calls.refused.notRinging',
  'You are not in this call.': 'Calls.refused.notInCall',
  'The connection dropped. Please try again.': 'Calls.refused.connectionDropped',
};

/**
 * Why answering failed, in the page's language: an English page shows the server's words as they are; another
 * language says a refusal it knows in its own words, and any other in general.
 */
export function acceptRefusalMessage(t: SiteTranslate, locale: Locale, message: string): string {
  if (locale === 'en') return message;
  const known = Object.hasOwn(ACCEPT_REFUSALS, message) ? ACCEPT_REFUSALS[message] : undefined;
  return t(known ?? 'Calls.refused.other');
}

/**
 * A signed-in patient's realtime connection: connects to `/notify` with credentials,
 * announces `patient_connection` on every (re)connection, rings with the IncomingCallPanel on `receive_call`
 * (10 s time-out), and on Accept opens the video call. Decline tells the doctor; a call the doctor cancels, or
 * that another tab answers, stops ringing here. When the call ends the patient is back on their profile. Its
 * own chunk: visitors and other roles never load socket.io-client.
 */
export default function PatientCalls({ patientId }: PatientCallsProps) {
  const t = useSiteMessages();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const standIn = useContext(RealtimeClientContext);
  const client = useRef<SiteRealtimeClient | null>(null);
  const [ringing, setRinging] = useState<IncomingCall | null>(null);
  const [active, setActive] = useState<ActiveCall | null>(null);
  // A notice a call left on the page before this one (leaving the call loaded it) is shown here.
  const [toasts, setToasts] = useState<ToastData[]>(() => readCallNotices(window.sessionStorage));
  // The notices' live regions join the page with the first answered call, before any notice is put in them.
  const [answeredOnce, setAnsweredOnce] = useState(toasts.length > 0);
  const keepNotices = useEffectEvent(() => {
    keepCallNotices(window.sessionStorage, toasts);
  });

  useEffect(() => {
    // Read once; whatever is still on screen when the page goes waits for the next one.
    keepCallNotices(window.sessionStorage, []);
    const keep = () => {
      keepNotices();
    };
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('pagehide', keep);
    };
  }, []);

  const tell = (message: string, tone: NonNullable<ToastData['tone']>) => {
    setToasts((current) => [...current, { id: crypto.randomUUID(), message, tone }]);
  };

  useEffect(() => {
    const created = (standIn ?? createRealtimeClient)({ url: '' });
    client.current = created;
    const unregister = registerRealtimeDisconnect(() => {
      created.disconnect();
    });
    const stopCalls = created.onReceiveCall((call) => {
      setRinging(call);
    });
    // The doctor cancelled, or another of the patient's tabs answered or declined: stop ringing here.
    const stopStatus = created.onCallStatus((status) => {
      setRinging((current) => (current?.call_id === status.call_id ? null : current));
    });
    created.connectAsPatient(patientId);
    return () => {
      stopCalls();
      stopStatus();
      unregister();
      created.disconnect();
      client.current = null;
    };
  }, [patientId, standIn]);

  const accept = (call: IncomingCall) => {
    const realtime = client.current;
    setRinging(null);
    if (!realtime) return;
    // Listening starts before the answer, so the doctor's offer is kept while the view's chunk loads.
    const channel = realtime.openCall(call.call_id);
    setActive({ call, channel });
    setAnsweredOnce(true);
    void realtime.accept(call.call_id).then((result) => {
      if (result.ok) return;
      channel.close();
      setActive((current) => (current?.channel === channel ? null : current));
      tell(acceptRefusalMessage(t, locale, result.message), 'critical');
    });
  };

  const leave = (end: CallEnd) => {
    if (!active) return;
    active.channel.close();
    setActive(null);
    const notice: ToastData = {
      id: crypto.randomUUID(),
      message: t(PATIENT_CALL_ENDED[end], { doctor: active.call.doctor_name }),
      tone: end === 'failed' ? 'critical' : 'info',
    };
    // Kept for the next page now, not only as this one goes: from a page of islands the profile is a page load,
    // which on a slow phone began before React had rendered the notice, and the profile then showed none.
    keepCallNotices(window.sessionStorage, [...toasts, notice]);
    setToasts((current) => [...current, notice]);
    void navigate(PATIENT_PROFILE_PATH);
  };

  return (
    <>
      {ringing ? (
        <IncomingCallPanel
          open
          call={{ callId: ringing.call_id, doctorName: ringing.doctor_name, specialty: ringing.specialty }}
          onAccept={() => {
            accept(ringing);
          }}
          onDecline={() => {
            void client.current?.decline(ringing.call_id);
            setRinging(null);
          }}
          onTimeout={() => {
            // The server marks the call missed and tells the doctor; the profile lists it.
            setRinging(null);
          }}
          data={{ testid: 'incoming-call' }}
        />
      ) : null}
      {active ? (
        <Suspense fallback={<CallLoading peerName={active.call.doctor_name} />}>
          <CallView
            channel={active.channel}
            offerer={false}
            peerName={active.call.doctor_name}
            peerDetail={active.call.specialty}
            onClose={leave}
          />
        </Suspense>
      ) : null}
      {answeredOnce ? (
        <Toaster
          toasts={toasts}
          onDismiss={({ id }) => {
            setToasts((current) => current.filter((toast) => toast.id !== id));
          }}
        />
      ) : null}
    </>
  );
}
