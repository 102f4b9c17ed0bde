import { isApiError, type Schema } from '@aafiyat/api';
import { MissedCallList } from '@aafiyat/ui';
import { useEffect, useState } from 'react';
import { api } from '../../../app/api';

/** Props of {@link MissedCallsSection}. */
export interface MissedCallsSectionProps {
  /** A 401: the session ended on the server. */
  onExpired: () => void;
}

/**
 * Today's calls the patient missed or declined, each with "I'm ready" to tell the doctor (who may then call
 * again). Nothing shows while it loads, when there are none, or when the list cannot be read: the rest of the
 * profile does not wait for it.
 */
export function MissedCallsSection({ onExpired }: MissedCallsSectionProps) {
  const [calls, setCalls] = useState<readonly Schema<'MissedCall'>[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    api.listMissedCalls({}, { signal: controller.signal }).then(
      (list) => {
        setCalls(list.data);
      },
      (error: unknown) => {
        if (!controller.signal.aborted && isApiError(error, 401)) onExpired();
      },
    );
    return () => {
      controller.abort();
    };
  }, [onExpired]);

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
      onReady={async ({ callId }) => {
        try {
          return await api.markCallReady({ path: { call_id: callId } });
        } catch (error) {
          if (isApiError(error, 401)) onExpired();
          throw error;
        }
      }}
      data={{ testid: 'missed-calls' }}
    />
  );
}
