import { createRealtimeClient, type IncomingCall } from '@aafiyat/api';
import { Dialog, IncomingCallPanel, Spinner } from '@aafiyat/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { registerRealtimeDisconnect } from './realtimeLink';

// The video-call view is its own chunk, fetched when the patient accepts (spec section 4: loaded on demand,
// client-side only).
const CallView = lazy(() => import('./CallView'));

/** Props of {@link PatientCalls}. */
export interface PatientCallsProps {
  /** The signed-in patient's id, announced with `patient_connection`. */
  patientId: number;
}

/**
 * A signed-in patient's realtime connection (spec sections 4 and 6): connects to `/notify` with credentials,
 * announces `patient_connection` on every (re)connection, rings with the IncomingCallPanel on `receive_call`
 * (10 s time-out), and on Accept opens the video-call view. Its own chunk: visitors and other roles never load
 * socket.io-client.
 */
export default function PatientCalls({ patientId }: PatientCallsProps) {
  const [ringing, setRinging] = useState<IncomingCall | null>(null);
  const [answered, setAnswered] = useState<IncomingCall | null>(null);

  useEffect(() => {
    const client = createRealtimeClient({ url: '' });
    const unregister = registerRealtimeDisconnect(() => {
      client.disconnect();
    });
    const stopListening = client.onReceiveCall((call) => {
      setRinging(call);
    });
    client.connectAsPatient(patientId);
    return () => {
      stopListening();
      unregister();
      client.disconnect();
    };
  }, [patientId]);

  const dismiss = () => {
    setRinging(null);
  };

  return (
    <>
      {ringing ? (
        <IncomingCallPanel
          open
          call={{ callId: ringing.call_id, doctorName: ringing.doctor_name, specialty: ringing.specialty }}
          onAccept={() => {
            setAnswered(ringing);
            setRinging(null);
          }}
          onDecline={dismiss}
          onTimeout={dismiss}
          data={{ testid: 'incoming-call' }}
        />
      ) : null}
      {answered ? (
        <Suspense fallback={<CallLoading doctorName={answered.doctor_name} />}>
          <CallView
            call={answered}
            onLeave={() => {
              setAnswered(null);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Shown while the video-call view's chunk arrives (a slow phone on mobile data may take a few seconds). */
function CallLoading({ doctorName }: { doctorName: string }) {
  return (
    <Dialog
      open
      title={`Video call with ${doctorName}`}
      initialFocus="title"
      data={{ testid: 'call-loading' }}
    >
      <Spinner label="Opening the video call" size="large" />
    </Dialog>
  );
}
