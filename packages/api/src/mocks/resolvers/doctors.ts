/** Public doctor search, profiles, specialties and the two dashboards. */

import {
  CARD_SLOT_DAYS,
  firstOpenSlots,
  OPEN_SLOT_DAYS,
  openSlots,
  ratingAverage,
  PaymentFilter,
  paymentMatchesFilter,
  readSearchText,
} from '@aafiyat/domain';

import { clinicDashboard, doctorDashboard, paymentCounts } from '../fixtures/dashboards';
import { doctors, findDoctor, specialities } from '../fixtures/doctors';
import { notFoundBody, validationBody } from '../errors';
import type { Schema } from '../types';
import type { Resolvers } from './context';
import { intQuery, pageOf, pagingOf, pathParam, queryOf } from './context';

type Doctor = Schema<'Doctor'>;

const sameText = (left: string, right: string) =>
  left.localeCompare(right, 'en', { sensitivity: 'base' }) === 0;

/**
 * How well a doctor matches free text: 0 by name, 1 by specialty, 2 by clinic name, `null` not at all.
 * Search orders by this, then by name.
 */
function relevance(doctor: Doctor, text: string): number | null {
  const needle = text.trim().toLowerCase();
  const fields = [doctor.name, doctor.specialty, doctor.clinic_name ?? ''];
  const index = fields.findIndex((field) => field.toLowerCase().includes(needle));
  return index === -1 ? null : index;
}

/** Doctors matching the search query, ordered by relevance then name. */
export function searchDoctorList(query: URLSearchParams): Doctor[] {
  const city = query.get('city');
  const specialty = query.get('specialty');
  const online = query.get('is_online');
  // Free text as the server reads it: the specialties and cities it names, and the words left to find.
  const meaning = readSearchText(query.get('q') ?? '');
  const text = meaning.terms.join(' ');
  return doctors
    .filter((doctor) => city === null || sameText(doctor.city, city))
    .filter((doctor) => specialty === null || sameText(doctor.specialty, specialty))
    .filter((doctor) => online === null || String(doctor.is_online) === online)
    .filter((doctor) => meaning.specialties.length === 0 || meaning.specialties.includes(doctor.specialty))
    .filter(
      (doctor) => meaning.cities.length === 0 || (meaning.cities as readonly string[]).includes(doctor.city),
    )
    .map((doctor) => ({ doctor, rank: text === '' ? 0 : relevance(doctor, text) }))
    .filter((entry): entry is { doctor: Doctor; rank: number } => entry.rank !== null)
    .sort((left, right) => left.rank - right.rank || left.doctor.name.localeCompare(right.doctor.name, 'en'))
    .map((entry) => entry.doctor);
}

/** Resolvers of the doctor operations. */
export const doctorResolvers = {
  searchDoctors: ({ request, reply, scenario }) => {
    const query = queryOf(request);
    const paging = pagingOf(query);
    if (!paging.ok) return reply.json(400, validationBody(paging.field));
    const { page, pageSize } = paging;
    const found = scenario === 'empty' ? [] : searchDoctorList(query);
    const now = new Date();
    return reply.json(200, {
      // Nothing is booked in the mock: a card's first slots are the first of its doctor's hours today or tomorrow.
      data: pageOf(found, page, pageSize).map((doctor) => ({
        ...doctor,
        next_slots: firstOpenSlots(
          openSlots({
            workingDays: doctor.working_days,
            timings: doctor.timings,
            taken: new Set(),
            now,
            days: CARD_SLOT_DAYS,
          }),
        ),
      })),
      page,
      page_size: pageSize,
      total: found.length,
    });
  },
  getDoctor: ({ params, reply }) => {
    const doctor = findDoctor(pathParam(params, 'pmdc'));
    return doctor === undefined ? reply.json(404, notFoundBody('getDoctor')) : reply.json(200, doctor);
  },
  listDoctorSlots: ({ params, request, reply, scenario }) => {
    const doctor = findDoctor(pathParam(params, 'pmdc'));
    if (doctor === undefined) return reply.json(404, notFoundBody('listDoctorSlots'));
    const days = intQuery(queryOf(request).get('days'), OPEN_SLOT_DAYS, 1, 14);
    if (days === null) {
      return reply.json(
        400,
        validationBody({
          path: 'query/days',
          code: 'too_large',
          message: 'Must be a whole number from 1 to 14.',
        }),
      );
    }
    if (scenario === 'empty') return reply.json(200, { data: [] });
    // Nothing is booked in the mock: every slot of the doctor's coming working days is open.
    const data = openSlots({
      workingDays: doctor.working_days,
      timings: doctor.timings,
      taken: new Set(),
      now: new Date(),
      days,
    });
    return reply.json(200, { data });
  },
  listDoctorReviews: ({ params, request, reply, scenario, store }) => {
    const doctor = findDoctor(pathParam(params, 'pmdc'));
    if (doctor === undefined) return reply.json(404, notFoundBody('listDoctorReviews'));
    const paging = pagingOf(queryOf(request));
    if (!paging.ok) return reply.json(400, validationBody(paging.field));
    const { page, pageSize } = paging;
    const reviews = scenario === 'empty' ? [] : (store.reviews.get(doctor.pmdc) ?? []);
    const sum = reviews.reduce((total, review) => total + review.rating, 0);
    return reply.json(200, {
      data: pageOf(reviews, page, pageSize),
      page,
      page_size: pageSize,
      total: reviews.length,
      rating: { average: ratingAverage(sum, reviews.length), count: reviews.length },
    });
  },
  listSpecialities: ({ reply, scenario }) =>
    reply.json(200, { data: scenario === 'empty' ? [] : [...specialities] }),
  getClinicDashboard: ({ request, reply, scenario }) => {
    const filter = intQuery(queryOf(request).get('filter'), PaymentFilter.All, 0, 3);
    if (filter === null)
      return reply.json(
        400,
        validationBody({ path: 'query/filter', code: 'invalid_choice', message: 'Must be 0, 1, 2 or 3.' }),
      );
    if (scenario === 'empty') {
      return reply.json(200, { ...clinicDashboard, today: [], payment_counts: paymentCounts([]) });
    }
    const today = clinicDashboard.today.filter((entry) =>
      paymentMatchesFilter(entry.payment_status, filter as PaymentFilter),
    );
    return reply.json(200, { ...clinicDashboard, today });
  },
  getDoctorDashboard: ({ reply, scenario }) =>
    reply.json(
      200,
      scenario === 'empty' ? { ...doctorDashboard, today: { in_clinic: [], online: [] } } : doctorDashboard,
    ),
} satisfies Partial<Resolvers>;
