import { isApiError, type Schema } from '@aafiyat/api';
import type { LoggedInRole } from '@aafiyat/domain';
import type { AppointmentListItem } from '@aafiyat/ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionExpired } from '../../../app/auth';

/** A dashboard's load: under way, there, or failed with the words to show. */
export type DashboardLoad<Data> =
  { status: 'loading' } | { status: 'loaded'; data: Data } | { status: 'error'; message: string };

/**
 * Loads a dashboard once and again on Retry (`load` must be stable: a module-level function). A 401 (the session ended on the server) forgets the stored record
 * and sends the person to their sign-in page, which brings them back here.
 */
export function useDashboard<Data>(
  role: LoggedInRole,
  load: (signal: AbortSignal) => Promise<Data>,
): { state: DashboardLoad<Data>; retry: () => void; expired: (error: unknown) => boolean } {
  const navigate = useNavigate();
  const [state, setState] = useState<DashboardLoad<Data>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const expired = useCallback(
    (error: unknown) => {
      if (!isApiError(error, 401)) return false;
      sessionExpired(role, (path) => void navigate(path, { replace: true }));
      return true;
    },
    [navigate, role],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => {
        setState({ status: 'loaded', data });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted || expired(error)) return;
        setState({ status: 'error', message: isApiError(error) ? error.message : String(error) });
      });
    return () => {
      controller.abort();
    };
  }, [attempt, expired, load]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { state, retry, expired };
}

/**
 * A schedule entry of the dashboard's `date` as the ui list shows it; `withDoctor` for a clinic's list across its
 * doctors.
 */
export function toAppointmentItem(
  entry: Schema<'ScheduleItem'>,
  date: string,
  withDoctor: boolean,
): AppointmentListItem {
  return {
    id: entry.appointment_id,
    date,
    time: entry.time,
    type: entry.type,
    patientName: entry.patient.name,
    doctorName: withDoctor ? entry.doctor.name : undefined,
    paymentStatus: entry.payment_status,
  };
}

const longDate = new Intl.DateTimeFormat('en-PK', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date of the API (`2026-11-23`) in words ("Monday, 23 November 2026"); the API's text if odd. */
export function formatCalendarDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : longDate.format(parsed);
}
