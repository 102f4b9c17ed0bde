/** The signed-in patient's profile, attachments and appointments, kept in the shared store. */

import {
  ATTACHMENT_MAX_BYTES,
  PaymentFilter,
  checkAttachment,
  isChronicDisease,
  isReviewRating,
  normalizeReviewText,
  paymentMatchesFilter,
  REVIEW_TEXT_MAX_LENGTH,
  reviewEligibility,
  reviewerName,
  type ChronicDisease,
} from '@aafiyat/domain';

import { findDoctor } from '../fixtures/doctors';
import { newAppointment } from '../fixtures/patients';
import { errorBodies, notFoundBody, validationBody } from '../errors';
import type { Schema } from '../types';
import type { Resolvers } from './context';
import {
  intQuery,
  pageOf,
  pagingOf,
  parseId,
  pathParam,
  queryOf,
  readJsonObject,
  stringField,
} from './context';

type Appointment = Schema<'Appointment'>;

const idField = { path: 'path/id', code: 'too_small', limit: 1, message: 'Must be a whole number from 1.' };
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const newestFirst = (left: Appointment, right: Appointment) =>
  right.date.localeCompare(left.date) || right.time.localeCompare(left.time);

/** The chronic diseases of a request, when every entry is one of the domain's list. */
function chronicDiseaseList(value: unknown): ChronicDisease[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const entries: unknown[] = value;
  return entries.every(isChronicDisease) ? [...entries] : undefined;
}

/** Resolvers of the patient operations. */
export const patientResolvers = {
  getPatientProfile: ({ reply, store }) => reply.json(200, store.profile),
  updatePatientProfile: async ({ request, reply, store }) => {
    const body = await readJsonObject(request);
    const name = stringField(body, 'name');
    const diseases = chronicDiseaseList(body['chronic_diseases']);
    store.profile = {
      ...store.profile,
      ...(name === undefined ? {} : { name }),
      ...(diseases === undefined ? {} : { chronic_diseases: [...new Set(diseases)] }),
    };
    return reply.json(200, store.profile);
  },
  listPatientAttachments: ({ reply, store, scenario }) => {
    const attachments = [...store.attachments.values()]
      .map((entry) => entry.attachment)
      .sort((left, right) => Date.parse(right.created_at) - Date.parse(left.created_at));
    return reply.json(200, { data: scenario === 'empty' ? [] : attachments });
  },
  uploadPatientAttachment: async ({ request, reply, store }) => {
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File)) {
      return reply.json(
        400,
        validationBody({ path: 'body/file', code: 'required', message: 'Choose a file to attach.' }),
      );
    }
    const check = checkAttachment(file);
    if (!check.ok) {
      return file.size > ATTACHMENT_MAX_BYTES
        ? reply.json(413, errorBodies.fileTooLarge)
        : reply.json(
            400,
            validationBody({ path: 'body/file', code: 'file_type_not_allowed', message: check.message }),
          );
    }
    const attachment: Schema<'Attachment'> = {
      id: store.nextId(),
      file_name: file.name,
      content_type: check.mimeType,
      size: file.size,
      created_at: new Date().toISOString(),
    };
    store.attachments.set(attachment.id, { attachment, body: new Uint8Array(await file.arrayBuffer()) });
    return reply.json(201, attachment);
  },
  getPatientAttachment: ({ params, reply, store }) => {
    const id = parseId(pathParam(params, 'id'));
    if (id === null) return reply.json(400, validationBody(idField));
    const stored = store.attachments.get(id);
    if (stored === undefined) return reply.json(404, notFoundBody('getPatientAttachment'));
    return reply.binary(200, stored.body, stored.attachment.content_type, {
      'Content-Disposition': `attachment; filename="${stored.attachment.file_name.replace(/"/g, '')}"`,
      'Cache-Control': 'private, no-store',
    });
  },
  deletePatientAttachment: ({ params, reply, store }) => {
    const id = parseId(pathParam(params, 'id'));
    if (id === null) return reply.json(400, validationBody(idField));
    return store.attachments.delete(id)
      ? reply.empty(204)
      : reply.json(404, notFoundBody('deletePatientAttachment'));
  },
  listPatientAppointments: ({ request, reply, store, scenario }) => {
    const query = queryOf(request);
    const filter = intQuery(query.get('filter'), PaymentFilter.All, 0, 3);
    if (filter === null)
      return reply.json(
        400,
        validationBody({ path: 'query/filter', code: 'invalid_choice', message: 'Must be 0, 1, 2 or 3.' }),
      );
    const paging = pagingOf(query);
    if (!paging.ok) return reply.json(400, validationBody(paging.field));
    const { page, pageSize } = paging;
    const matching =
      scenario === 'empty'
        ? []
        : [...store.appointments.values()]
            .filter((entry) => paymentMatchesFilter(entry.payment_status, filter as PaymentFilter))
            .sort(newestFirst);
    return reply.json(200, {
      data: pageOf(matching, page, pageSize),
      page,
      page_size: pageSize,
      total: matching.length,
    });
  },
  createAppointment: async ({ request, reply, store }) => {
    const body = await readJsonObject(request);
    const doctor = findDoctor(stringField(body, 'pmdc') ?? '');
    if (doctor === undefined) return reply.json(404, notFoundBody('createAppointment'));
    const type = body['type'] === 'in_clinic' ? 'in_clinic' : 'online';
    if (type === 'online' && !doctor.is_online) {
      return reply.json(409, {
        message: `${doctor.name} does not offer online consultations.`,
        code: 'doctor_not_online',
      });
    }
    const date = stringField(body, 'date') ?? '';
    const time = stringField(body, 'time') ?? '';
    const appointment = newAppointment(
      store.nextId(),
      doctor.pmdc,
      type,
      DATE_PATTERN.test(date) ? date : '2025-06-04',
      TIME_PATTERN.test(time) ? time : doctor.timings.start,
      new Date().toISOString(),
    );
    store.appointments.set(appointment.id, appointment);
    return reply.json(201, appointment);
  },
  reviewAppointment: async ({ params, request, reply, store }) => {
    const id = parseId(pathParam(params, 'id'));
    if (id === null) return reply.json(400, validationBody(idField));
    const body = await readJsonObject(request);
    const rating = body['rating'];
    if (!isReviewRating(rating)) {
      return reply.json(
        400,
        validationBody({
          path: 'body/rating',
          code: 'required',
          message: 'Choose a rating from 1 to 5 stars.',
        }),
      );
    }
    const text = normalizeReviewText(stringField(body, 'text') ?? '');
    if (text.length > REVIEW_TEXT_MAX_LENGTH) {
      return reply.json(
        400,
        validationBody({
          path: 'body/text',
          code: 'too_long',
          limit: REVIEW_TEXT_MAX_LENGTH,
          message: `Must be at most ${String(REVIEW_TEXT_MAX_LENGTH)} characters.`,
        }),
      );
    }
    const appointment = store.appointments.get(id);
    if (appointment === undefined) return reply.json(404, notFoundBody('reviewAppointment'));
    const eligibility = reviewEligibility(
      { date: appointment.date, time: appointment.time, paymentStatus: appointment.payment_status },
      new Date(),
    );
    if (eligibility !== 'reviewable') {
      return reply.json(403, {
        message:
          eligibility === 'not_paid'
            ? 'Only a paid visit can be reviewed.'
            : 'You can review this visit once its time has come.',
        code: 'review_not_allowed',
        reason: eligibility,
      });
    }
    if (appointment.review !== undefined) {
      return reply.json(409, { message: 'You have already reviewed this visit.', code: 'already_reviewed' });
    }
    const date = new Date().toISOString().slice(0, 10);
    const review = { id: store.nextId(), author: reviewerName(store.profile.name), rating, text, date };
    appointment.review = { rating, date };
    store.reviews.set(appointment.doctor.pmdc, [
      review,
      ...(store.reviews.get(appointment.doctor.pmdc) ?? []),
    ]);
    return reply.json(201, review);
  },
} satisfies Partial<Resolvers>;
