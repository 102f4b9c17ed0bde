// The demo doctors: the demo doctor, who signs in with a password, and the generated doctors of the search.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import type { SeededClinics } from './clinics';
import { DEMO_DERMATOLOGIST, DEMO_DOCTOR } from './demo';
import { generateDoctor, insertDoctors, type GeneratedDoctor } from './doctors';
import type { Random } from './random';

/** How many doctors the demo data has (the demo doctor and the every-day dermatologist included). */
export const DEMO_DOCTOR_COUNT = 301;

/** How many of them are generated. */
const GENERATED_DOCTOR_COUNT = DEMO_DOCTOR_COUNT - 2;

/** Seeds the demo doctor at the demo clinic, with its email and password; returns its doctor id. */
async function seedDemoDoctor(db: Database, passwordHash: string, clinicId: number | null): Promise<number> {
  const [doctorId] = await insertDoctors(
    db,
    [
      {
        name: DEMO_DOCTOR.name,
        phone: DEMO_DOCTOR.phone,
        pmdc: DEMO_DOCTOR.pmdc,
        specialty: DEMO_DOCTOR.specialty,
        city: DEMO_DOCTOR.city,
        fee: DEMO_DOCTOR.fee,
        workingDays: [...DEMO_DOCTOR.workingDays],
        startTime: DEMO_DOCTOR.startTime,
        endTime: DEMO_DOCTOR.endTime,
        isOnline: true,
        experienceYears: DEMO_DOCTOR.experienceYears,
        gender: DEMO_DOCTOR.gender,
        languages: [...DEMO_DOCTOR.languages],
        qualifications: [...DEMO_DOCTOR.qualifications],
        bio: DEMO_DOCTOR.bio,
        onlineFee: DEMO_DOCTOR.onlineFee,
        // Set from the doctor's reviews once they are seeded (./reviews.ts).
        ratingSum: 0,
        ratingCount: 0,
      },
    ],
    () => clinicId,
  );
  if (doctorId === undefined) throw new Error('the demo doctor was not created');
  await db
    .update(accounts)
    .set({ email: DEMO_DOCTOR.email, passwordHash })
    .where(sql`${accounts.phone} = ${DEMO_DOCTOR.phone} and ${accounts.role} = 'doctor'`);
  return doctorId;
}

/**
 * Seeds the demo doctor, the generated doctors (about a third work at a clinic of their city), then the every-day
 * dermatologist of Lahore ({@link DEMO_DERMATOLOGIST}): {@link DEMO_DOCTOR_COUNT} in all. Returns the demo doctor's
 * id.
 */
export async function seedDemoDoctors(
  db: Database,
  random: Random,
  passwordHash: string,
  clinics: SeededClinics,
): Promise<number> {
  const demoDoctorId = await seedDemoDoctor(db, passwordHash, clinics.demoClinicId);
  const generated: GeneratedDoctor[] = Array.from({ length: GENERATED_DOCTOR_COUNT }, (_, index) =>
    generateDoctor(index, random),
  );
  const attachments = new Map(
    generated.map((doctor) => {
      const nearby = clinics.byCity.get(doctor.city);
      return [doctor.pmdc, nearby && random.chance(0.35) ? random.pick(nearby) : null] as const;
    }),
  );
  await insertDoctors(db, generated, (doctor) => attachments.get(doctor.pmdc) ?? null);
  // After the generated doctors, so their numbers and draws stay as they were.
  const lahore = clinics.byCity.get(DEMO_DERMATOLOGIST.city)?.[0] ?? null;
  await insertDoctors(
    db,
    [
      {
        ...DEMO_DERMATOLOGIST,
        workingDays: [...DEMO_DERMATOLOGIST.workingDays],
        isOnline: true,
        languages: [...DEMO_DERMATOLOGIST.languages],
        qualifications: [...DEMO_DERMATOLOGIST.qualifications],
        // Set from her reviews once they are seeded (./reviews.ts).
        ratingSum: 0,
        ratingCount: 0,
      },
    ],
    () => lahore,
  );
  return demoDoctorId;
}
