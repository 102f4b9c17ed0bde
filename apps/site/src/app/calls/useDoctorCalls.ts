import type { CallChannel } from '@aafiyat/api';
import type { AppointmentCallOutcome } from '@aafiyat/ui';
import { useContext, useEffect, useRef, useState } from 'react';
import { RealtimeClientContext, type SiteRealtimeClient } from './realtimeClientContext';
import { registerRealtimeDisconnect } from './realtimeLink';

/** The call a doctor is in: the view opens for it. */
export interface DoctorActiveCall {
  appointmentId: number;
  patientName: string;
  channel: CallChannel;
}

/** What {@link useDoctorCalls} gives the doctor's dashboard. */
export interface DoctorCalls {
  /** What became of each appointment's last call, for the list. */
  outcomes: Readonly<Partial<Record<number, AppointmentCallOutcome>>>;
  /** The accepted call, while the doctor is in it. */
  active: DoctorActiveCall | null;
  /**
   * Calls the patient: `start` asks the server to ring (and rejects with its words); the call's answers are
   * listened for before it rings, so none is missed.
   */
  call: (
    appointment: { appointmentId: number; patientName: string },
    start: () => Promise<{ call_id: string } | undefined>,
  ) => Promise<unknown>;
  /** The call view closed. */
  leave: () => void;
}

/**
 * A doctor's side of the calls, on the dashboard: the realtime socket (its own chunk, loaded with the
 * dashboard), the outcome of each call (declined, missed, the patient is ready), and the accepted call the view
 * opens for. Sign-out disconnects the socket.
 */
export function useDoctorCalls(): DoctorCalls {
  const standIn = useContext(RealtimeClientContext);
  const client = useRef<Promise<SiteRealtimeClient> | null>(null);
  const channels = useRef(new Set<CallChannel>());
  const [outcomes, setOutcomes] = useState<Partial<Record<number, AppointmentCallOutcome>>>({});
  const [active, setActiveState] = useState<DoctorActiveCall | null>(null);
  // Read by the socket's listeners, which outlive a render.
  const activeRef = useRef<DoctorActiveCall | null>(null);
  const setActive = (next: DoctorActiveCall | null) => {
    activeRef.current = next;
    setActiveState(next);
  };

  const setOutcome = (appointmentId: number, outcome: AppointmentCallOutcome | undefined) => {
    setOutcomes((current) => ({ ...current, [appointmentId]: outcome }));
  };

  useEffect(() => {
    let realtime: SiteRealtimeClient | null = null;
    let unregister: () => void = () => undefined;
    let cancelled = false;
    const open = channels.current;
    const create = standIn
      ? Promise.resolve(standIn)
      : import('./realtime').then(({ createRealtimeClient }) => createRealtimeClient);
    const loading = create.then((createClient) => {
      const created = createClient({ url: '' });
      if (cancelled) return created;
      realtime = created;
      unregister = registerRealtimeDisconnect(() => {
        created.disconnect();
      });
      // The list says it in the appointment's live status line.
      created.onCallReady((notice) => {
        setOutcome(notice.appointment_id, 'ready');
      });
      created.connectAsDoctor();
      return created;
    });
    client.current = loading;
    return () => {
      cancelled = true;
      unregister();
      for (const channel of open) channel.close();
      open.clear();
      realtime?.disconnect();
      void loading.then((created) => {
        if (created !== realtime) created.disconnect();
      });
      client.current = null;
    };
  }, [standIn]);

  const call: DoctorCalls['call'] = async ({ appointmentId, patientName }, start) => {
    // The socket connects when the dashboard opens, long before a call is started.
    const realtime = await client.current;
    if (!realtime) return undefined;
    setOutcome(appointmentId, undefined);
    const started = await start();
    if (!started) return undefined;
    const channel = realtime.openCall(started.call_id);
    channels.current.add(channel);
    const finish = (outcome: AppointmentCallOutcome) => {
      channel.close();
      channels.current.delete(channel);
      setOutcome(appointmentId, outcome);
    };
    channel.onStatus((status) => {
      if (status === 'accepted') {
        setOutcome(appointmentId, 'in_call');
        setActive({ appointmentId, patientName, channel });
      } else if (status === 'declined' || status === 'missed') {
        finish(status);
      } else if (status === 'ended') {
        // During the call the view shows the patient leaving and closes itself; before it, only the list says so.
        if (activeRef.current?.channel !== channel) finish('ended');
      }
    });
    return started;
  };

  const leave = () => {
    const current = activeRef.current;
    if (current) {
      current.channel.close();
      channels.current.delete(current.channel);
      setOutcome(current.appointmentId, 'ended');
    }
    setActive(null);
  };

  return { outcomes, active, call, leave };
}
