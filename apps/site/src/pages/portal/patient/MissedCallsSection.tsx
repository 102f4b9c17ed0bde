import type { Schema } from '@aafiyat/api';
import { MissedCallList } from '@aafiyat/ui';
import { api } from '../../../app/api';
import { useLoad, useSessionGuard } from '../../../app/load';

const fetchMissedCalls = (signal: AbortSignal) =>
  api.listMissedCalls({}, { signal }).then((list) => list.data);

const NO_CALLS: readonly Schema<'MissedCall'>[] = [];

/**
 * Today's calls the patient missed or declined, each with "I'm ready" to tell the doctor (who may then call
 * again). Nothing shows while it loads, when there are none, or when the list cannot be read: the rest of the
 * profile does not wait for it.
 */
export function MissedCallsSection() {
  const { load } = useLoad('missed calls', fetchMissedCalls, { role: 'patient' });
  const { guard } = useSessionGuard('patient');
  const calls = load.status === 'loaded' ? load.data : NO_CALLS;

  return (
    <MissedCallList
      calls={calls.map((call) => ({
        callId: call.call_id,
        doctorName: call.doctor_name,
        specialty: call.specialty,
        status: call.status,
        calledAt: call.called_at,
        ready: call.ready,
      }))}
      onReady={({ callId }) => guard(() => api.markCallReady({ path: { call_id: callId } }))}
      data={{ testid: 'missed-calls' }}
    />
  );
}
