// The demo doctors' reviews, each from a completed visit: a past, paid in-clinic appointment of a fictional
// patient, reviewed a day later. Written as patients here write them: in English, in Urdu and in Roman Urdu;
// some with no words at all. Each doctor's rating is then the sum and count of their reviews, so the stars on a
// card and the reviews on the profile always agree.
import { addCalendarDays, pakistanDate, PaymentStatus, pakistanInstant } from '@aafiyat/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, appointments, doctors, patients, payments, reviews } from '../db/schema';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, SURNAMES } from './people';
import type { Random } from './random';

/** How many fictional patients write the demo reviews. */
const REVIEWER_COUNT = 48;

/** Most reviews are good, a few are not (weights of 5 down to 1 star). */
const RATING_WEIGHTS: readonly (readonly [number, number])[] = [
  [5, 50],
  [4, 30],
  [3, 11],
  [2, 5],
  [1, 4],
];

// prettier-ignore
const GOOD = [
  'Very patient with my mother, explained every medicine one by one.',
  'Listened to the whole history before writing anything. Highly recommended.',
  'Clinic was clean and the staff was helpful. Doctor explained the reports clearly.',
  'My son was scared but the doctor made him comfortable. Fever gone in two days.',
  'Took time to answer all my questions, and the follow-up on WhatsApp was quick.',
  'ڈاکٹر صاحب نے بہت تسلی سے بات سنی اور دوائی اچھی طرح سمجھائی۔',
  'بہت اچھے ڈاکٹر ہیں، پہلی بار کسی نے بیماری کی وجہ اتنی آسانی سے سمجھائی۔',
  'امی کا بلڈ پریشر اب کنٹرول میں ہے۔ اللہ ڈاکٹر صاحبہ کو خوش رکھے۔',
  'وقت پر چیک اپ ہوا اور فیس بھی مناسب تھی۔',
  'Doctor sahab bohat achay hain, tasalli se baat suni aur sab samjhaya.',
  'Ammi ki sugar ab control mein hai, Allah doctor sahiba ko khush rakhe.',
  'Online consultation bohat smooth rahi, ghar baithe checkup ho gaya.',
  'Bachay ka bukhar do din mein utar gaya. Shukriya doctor sahab!',
  'Best experience so far. Staff bhi cooperative tha.',
];

// prettier-ignore
const MIXED = [
  'Good advice, but I waited 40 minutes past my appointment time.',
  'The doctor was fine; the clinic was very crowded on a Saturday evening.',
  'علاج ٹھیک ہے مگر کلینک میں انتظار بہت کرنا پڑا۔',
  'Doctor theek hain lekin fee thori zyada hai.',
  'Checkup acha tha, bas reports ka intezar lamba tha.',
];

// prettier-ignore
const POOR = [
  'My appointment was moved twice without a call.',
  'Felt rushed, the doctor barely looked at the old reports.',
  'وقت لے کر گئے تھے پھر بھی ایک گھنٹہ انتظار کرنا پڑا۔',
  'Doctor ne theek se baat nahi suni, jaldi mein thay.',
];

/** The weekday (Sunday 0) of a calendar date. */
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** What a patient wrote for a rating: words in keeping with it, or now and then none. */
function wordsFor(random: Random, rating: number): string {
  if (random.chance(0.12)) return '';
  return random.pick(rating >= 4 ? GOOD : rating === 3 ? MIXED : POOR);
}

/** Seeds the fictional patients who write the reviews; returns their patient ids. */
async function seedReviewers(db: Database, random: Random): Promise<number[]> {
  const people = Array.from({ length: REVIEWER_COUNT }, (_, index) => {
    const first = random.pick(random.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    return {
      role: 'patient' as const,
      name: `${first} ${random.pick(SURNAMES)}`,
      phone: `0333${String(5_200_000 + index * 6_841)}`,
      verified: true,
    };
  });
  const created = await db.insert(accounts).values(people).returning({ id: accounts.id });
  const rows = await db
    .insert(patients)
    .values(created.map((account) => ({ accountId: account.id })))
    .returning({ id: patients.id });
  return rows.map((row) => row.id);
}

/**
 * Gives every demo doctor from none to eight reviews from completed visits (past, paid appointments of the
 * fictional reviewers, on the doctor's first slot of the day), then sets each doctor's rating from them. Returns
 * how many reviews were written.
 */
export async function seedReviews(db: Database, random: Random, now: Date): Promise<number> {
  const reviewers = await seedReviewers(db, random);
  const doctorRows = await db
    .select({
      id: doctors.id,
      start: doctors.startTime,
      workingDays: doctors.workingDays,
      fee: doctors.fee,
      clinicId: doctors.clinicId,
    })
    .from(doctors)
    .orderBy(doctors.id);
  const today = pakistanDate(now);
  const visits: (typeof appointments.$inferInsert & { rating: number; text: string; writtenAt: Date })[] = [];
  for (const doctor of doctorRows) {
    const count = random.weighted([
      [0, 2],
      [2, 3],
      [4, 4],
      [6, 3],
      [8, 2],
    ]);
    const visited = new Set<string>();
    for (let index = 0; index < count; index += 1) {
      // One visit every week or two, going back from last week, on one of the doctor's working days (each day
      // once: the visits share the first slot); the review within the day or so after.
      let date = addCalendarDays(today, -(6 + index * 10 + random.int(0, 6)));
      for (
        let step = 0;
        step < 14 && (visited.has(date) || !doctor.workingDays.includes(weekdayOf(date)));
        step += 1
      ) {
        date = addCalendarDays(date, -1);
      }
      visited.add(date);
      const time = doctor.start.slice(0, 5);
      const rating = random.weighted(RATING_WEIGHTS);
      const visitedAt = pakistanInstant(date, time) ?? now;
      visits.push({
        patientId: random.pick(reviewers),
        doctorId: doctor.id,
        clinicId: doctor.clinicId,
        type: 'in_clinic',
        date,
        time,
        fee: doctor.fee,
        paymentStatus: PaymentStatus.SUCCESS,
        rating,
        text: wordsFor(random, rating),
        writtenAt: new Date(visitedAt.getTime() + random.int(3, 30) * 60 * 60 * 1000),
      });
    }
  }
  for (let start = 0; start < visits.length; start += 500) {
    const batch = visits.slice(start, start + 500);
    const booked = await db
      .insert(appointments)
      .values(batch.map(({ rating: _rating, text: _text, writtenAt: _writtenAt, ...visit }) => visit))
      .returning({ id: appointments.id, date: appointments.date });
    await db.insert(payments).values(
      booked.map((row) => ({
        appointmentId: row.id,
        txnRef: `T${row.date.replace(/-/g, '')}R${String(row.id).padStart(6, '0')}`,
        status: PaymentStatus.SUCCESS,
        responseCode: '000',
        message: 'Thank you for Using JazzCash, your transaction was successful.',
      })),
    );
    await db.insert(reviews).values(
      booked.map((row, index) => {
        const visit = batch[index];
        if (!visit) throw new Error('a seeded visit went missing');
        return {
          appointmentId: row.id,
          doctorId: visit.doctorId,
          patientId: visit.patientId,
          rating: visit.rating,
          text: visit.text,
          createdAt: visit.writtenAt,
        };
      }),
    );
  }
  // Each doctor's rating is their reviews' sum and count: none, for a doctor without any.
  await db.execute(sql`
    update ${doctors} set
      rating_sum = coalesce((select sum(${reviews.rating}) from ${reviews} where ${reviews.doctorId} = ${doctors.id}), 0),
      rating_count = (select count(*) from ${reviews} where ${reviews.doctorId} = ${doctors.id})`);
  return visits.length;
}
