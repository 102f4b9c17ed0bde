/**
 * The state one set of handlers shares, so a story can upload an attachment and see it listed, or book
 * an appointment and open its checkout. Each store starts from copies of the fixtures; the exported
 * fixtures themselves never change.
 */

import { patientAppointments, patientAttachments, patientProfile } from './fixtures/patients';
import { doctorReviews } from './fixtures/reviews';
import type { StoredAttachment } from './fixtures/patients';
import type { Schema } from './types';

/** State shared by the handlers of one `createHandlers` call. */
export interface MockStore {
  /** The signed-in patient's profile. */
  profile: Schema<'PatientProfile'>;
  /** The patient's appointments by id, payment status included. */
  readonly appointments: Map<number, Schema<'Appointment'>>;
  /** The patient's attachments by id, with their bytes. */
  readonly attachments: Map<number, StoredAttachment>;
  /** What JazzCash last answered for an appointment, by appointment id (set by the return post). */
  readonly paymentResults: Map<number, Schema<'PaymentStatusResult'>>;
  /** Each doctor's reviews by PMDC number, newest first (a review the patient writes joins its doctor's). */
  readonly reviews: Map<string, Schema<'Review'>[]>;
  /** A new id, greater than every fixture id. */
  nextId(): number;
}

/** A fresh store seeded with copies of the patient fixtures. */
export function createMockStore(): MockStore {
  let lastId = 9000;
  return {
    profile: structuredClone(patientProfile),
    appointments: new Map(patientAppointments.map((entry) => [entry.id, structuredClone(entry)])),
    attachments: new Map(
      patientAttachments.map((entry) => [
        entry.attachment.id,
        { attachment: { ...entry.attachment }, body: entry.body.slice() },
      ]),
    ),
    paymentResults: new Map(),
    reviews: new Map(Object.entries(doctorReviews).map(([pmdc, list]) => [pmdc, structuredClone([...list])])),
    nextId() {
      lastId += 1;
      return lastId;
    },
  };
}

/**
 * Puts a store back to the fixtures in place: handlers made with it keep it and answer from the fixtures again.
 * For test runs that keep one set of handlers across files (Storybook's story tests run every file in one page).
 */
export function resetMockStore(store: MockStore): void {
  Object.assign(store, createMockStore());
}
