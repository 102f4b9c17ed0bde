// Patients' reviews of doctors, from completed visits only: a doctor's reviews, page by page, and a patient
// reviewing one of their own visits. Who may review is the domain's rule (`reviewEligibility`); one review per
// appointment is the unique index's.
import type { Schema } from '@aafiyat/api';
import {
  normalizeReviewText,
  pakistanDate,
  ratingAverage,
  reviewEligibility,
  reviewerName,
  type ReviewRating,
} from '@aafiyat/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { accounts, doctors, patients, reviews } from '../db/schema';
import { fail, RefusalError, type OperationHandlers } from '../http/operation';
import { ownAppointment } from './appointments';
import { DEFAULT_PAGE_SIZE } from './doctors';
import { patientIdOf } from './patient';

type ReviewPage = Schema<'ReviewPage'>;

const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this visit.';
const REFUSALS = {
  not_paid: 'Only a paid visit can be reviewed.',
  not_yet: 'You can review this visit once its time has come.',
} as const;

/** A review's date: the Pakistan calendar day it was written. */
const reviewDate = (createdAt: Date) => pakistanDate(createdAt);

/**
 * One page of the reviews of the doctor of a PMDC number (any case), newest first, with the doctor's average and
 * count; undefined when there is no such doctor.
 */
export async function doctorReviewPage(
  db: Database,
  pmdc: string,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<ReviewPage | undefined> {
  const [doctor] = await db
    .select({ id: doctors.id, ratingSum: doctors.ratingSum, ratingCount: doctors.ratingCount })
    .from(doctors)
    .where(sql`lower(${doctors.pmdc}) = ${pmdc.toLowerCase()}`)
    .limit(1);
  if (!doctor) return undefined;
  const [counted] = await db.select({ total: count() }).from(reviews).where(eq(reviews.doctorId, doctor.id));
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
      name: accounts.name,
    })
    .from(reviews)
    .innerJoin(patients, eq(patients.id, reviews.patientId))
    .innerJoin(accounts, eq(accounts.id, patients.accountId))
    .where(eq(reviews.doctorId, doctor.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    data: rows.map((row) => ({
      id: row.id,
      // A patient without a name yet is still a verified patient.
      author: reviewerName(row.name) || 'Patient',
      rating: row.rating as ReviewRating,
      text: row.text,
      date: reviewDate(row.createdAt),
    })),
    page,
    page_size: pageSize,
    total: counted?.total ?? 0,
    rating: { average: ratingAverage(doctor.ratingSum, doctor.ratingCount), count: doctor.ratingCount },
  };
}

/** A doctor's reviews, and a patient reviewing a completed visit. */
export function reviewHandlers({
  db,
}: AppContext): Pick<OperationHandlers, 'listDoctorReviews' | 'reviewAppointment'> {
  return {
    async listDoctorReviews(request) {
      const body = await doctorReviewPage(
        db,
        request.params.pmdc,
        request.query.page ?? 1,
        request.query.page_size ?? DEFAULT_PAGE_SIZE,
      );
      if (!body) throw fail.notFound('We could not find a doctor with that PMDC number.');
      // A review may come at any time: a cache may keep the answer only to ask again.
      return { status: 200, body, headers: { 'cache-control': 'no-cache' } };
    },

    async reviewAppointment(request) {
      const patientId = patientIdOf(request.session);
      const appointment = await ownAppointment(db, request.params.id, patientId);
      const eligibility = reviewEligibility(appointment, new Date());
      if (eligibility !== 'reviewable') {
        throw new RefusalError(REFUSALS[eligibility], 'review_not_allowed', eligibility, 403);
      }
      const rating = request.body.rating as ReviewRating;
      const text = normalizeReviewText(request.body.text ?? '');
      let created: { id: number; createdAt: Date };
      try {
        created = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(reviews)
            .values({
              appointmentId: appointment.id,
              doctorId: appointment.doctorId,
              patientId,
              rating,
              text,
            })
            .returning({ id: reviews.id, createdAt: reviews.createdAt });
          if (!row) throw new Error('insert returned no row');
          // The average and count move with the review, in the same transaction.
          await tx
            .update(doctors)
            .set({
              ratingSum: sql`${doctors.ratingSum} + ${rating}`,
              ratingCount: sql`${doctors.ratingCount} + 1`,
            })
            .where(eq(doctors.id, appointment.doctorId));
          return row;
        });
      } catch (error) {
        // The unique index decides between two reviews of one visit sent at once.
        if (isUniqueViolation(error)) throw fail.conflict(ALREADY_REVIEWED_MESSAGE, 'already_reviewed');
        throw error;
      }
      const [author] = await db
        .select({ name: accounts.name })
        .from(patients)
        .innerJoin(accounts, eq(accounts.id, patients.accountId))
        .where(eq(patients.id, patientId));
      request.log.info({ appointmentId: appointment.id, doctorId: appointment.doctorId }, 'visit reviewed');
      return {
        status: 201,
        body: {
          id: created.id,
          author: reviewerName(author?.name ?? '') || 'Patient',
          rating,
          text,
          date: reviewDate(created.createdAt),
        },
      };
    },
  };
}
