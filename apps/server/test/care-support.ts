// Shared pieces of the patient, appointment, payment, dashboard and call tests: Pakistan dates, multipart
// bodies and appointments written straight into the database.
import { PaymentStatus } from '@aafiyat/domain';
import { appointments } from '../src/db/schema';
import type { TestServer } from './harness';

/** Pakistan's date (UTC+5) `days` from now, `YYYY-MM-DD`, computed here without the server's helpers. */
export function pakistanDay(days = 0): string {
  return new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The Pakistan date and time (`HH:MM`) `minutes` from now (before now when negative), computed here without the
 * server's helpers. A paid online appointment at `slotFromNow(0)` to `slotFromNow(-29)` may be called now.
 */
export function slotFromNow(minutes: number): { date: string; time: string } {
  const wall = new Date(Date.now() + 5 * 3_600_000 + minutes * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** The weekday (Sunday = 0) of a `YYYY-MM-DD` date. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  fileName: string,
  contentType: string,
  bytes: Buffer,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----aafiyat${String(Math.random()).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A small, well-formed PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Writes an appointment straight into the database (for dashboards and calls, where booking rules don't matter). */
export async function insertAppointment(
  server: TestServer,
  values: {
    patientId: number;
    doctorId: number;
    date: string;
    time: string;
    type?: 'in_clinic' | 'online';
    fee?: number;
    paymentStatus?: PaymentStatus;
    clinicId?: number | null;
  },
): Promise<number> {
  const [row] = await server.db
    .insert(appointments)
    .values({
      patientId: values.patientId,
      doctorId: values.doctorId,
      date: values.date,
      time: values.time,
      type: values.type ?? 'online',
      fee: values.fee ?? 1500,
      paymentStatus: values.paymentStatus ?? PaymentStatus.NOT_STARTED,
      clinicId: values.clinicId ?? null,
    })
    .returning({ id: appointments.id });
  if (!row) throw new Error('no appointment');
  return row.id;
}
