// The demo data set: seeded into an empty database on first start (not in production), the same on every
// machine (a seeded generator), realistic and fictional.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { hashDemoPasswords, seedStaffAndBusinesses, type DemoPasswordHashes } from './accounts';
import { keepDemoCallToday, seedAppointments } from './appointments';
import { seedClinics } from './clinics';
import { DEMO_DOCTOR_COUNT, seedDemoDoctors } from './demoDoctors';
import { ensureSpecialties, refreshStatistics } from './doctors';
import { seedLabs } from './labs';
import { packageIdLookup, seedPackages } from './packages';
import { LAB_SEEDS } from './places';
import { createRandom } from './random';
import { seedReviews } from './reviews';

export { DEMO_SIGN_INS, type DemoSignIn } from './demo';
export {
  DEMO_CLINIC_OWNER,
  DEMO_DOCTOR,
  DEMO_HOSPITAL,
  DEMO_PATIENT,
  DEMO_PHARMACY,
  DEMO_STAFF,
} from './demo';
export { DEMO_DOCTOR_COUNT } from './demoDoctors';
export { seedDoctors } from './doctors';

// Any fixed key: processes starting together on one PostgreSQL seed one at a time (the second finds data).
const SEED_LOCK_KEY = 7_310_426_002;

/** Where the seed reports what it did (the app's logger fits). */
export interface SeedLog {
  info(details: object, message: string): void;
}

/** How much of each kind {@link seedEverything} seeded, for the log. */
interface SeedCounts {
  doctors: number;
  clinics: number;
  labs: number;
  appointments: number;
  reviews: number;
}

/**
 * Seeds every kind of demo data into an empty database, in an order that keeps the seeded generator's draws, and
 * so the data, the same on every machine.
 */
async function seedEverything(db: Database, hashes: DemoPasswordHashes, now: Date): Promise<SeedCounts> {
  const random = createRandom();
  await ensureSpecialties(db);
  const packageId = packageIdLookup(await seedPackages(db));
  const clinics = await seedClinics(db, random, hashes.owner, packageId);
  const demoDoctorId = await seedDemoDoctors(db, random, hashes.doctor, clinics);
  await seedStaffAndBusinesses(db, hashes, clinics.demoClinicId, packageId);
  await seedLabs(db, random);
  const appointmentCount = await seedAppointments(db, random, {
    doctorId: demoDoctorId,
    clinicId: clinics.demoClinicId,
    now,
  });
  const reviewCount = await seedReviews(db, random, now);
  return {
    doctors: DEMO_DOCTOR_COUNT,
    clinics: [...clinics.byCity.values()].flat().length,
    labs: LAB_SEEDS.length,
    appointments: appointmentCount + reviewCount,
    reviews: reviewCount,
  };
}

/** What one look under the seeding lock did: kept a seeded database's demo call, seeded, or found it empty. */
type SeedOutcome = 'kept' | 'seeded' | 'empty';

/**
 * Under the seeding lock: a database with any account keeps its demo call; an empty one is seeded when `hashes`
 * are given, else reported empty.
 */
async function seedUnderLock(
  db: Database,
  hashes: DemoPasswordHashes | null,
  now: Date,
  log?: SeedLog,
): Promise<SeedOutcome> {
  return db.transaction(async (tx): Promise<SeedOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [anyAccount] = await tx.select({ id: accounts.id }).from(accounts).limit(1);
    if (anyAccount) {
      const added = await keepDemoCallToday(tx, now);
      if (added) log?.info({ appointment: added }, 'demo online consultation set for now');
      return 'kept';
    }
    if (!hashes) return 'empty';
    const counts = await seedEverything(tx, hashes, now);
    log?.info(counts, 'demo data seeded');
    return 'seeded';
  });
}

/**
 * Seeds the demo data set into an empty database: specialties, packages, twelve clinics, 300 doctors, five labs
 * with branches and catalogues, one demo account per role, and the demo patient's appointments. When any account
 * exists it seeds nothing, but keeps the demo call possible (see {@link keepDemoCallToday}). Returns whether it
 * seeded. `hashPasswords` hashes the demo accounts' passwords (a test watches it).
 */
export async function seedDemoData(
  db: Database,
  log?: SeedLog,
  now: Date = new Date(),
  hashPasswords: () => Promise<DemoPasswordHashes> = hashDemoPasswords,
): Promise<boolean> {
  // scrypt is slow on purpose (up to a second of processor time for the five): a database that has its data, as at
  // every restart, hashes nothing. For an empty one the passwords are hashed outside the transaction, then the
  // database is looked at again under the lock, since another process may have seeded it meanwhile.
  let outcome = await seedUnderLock(db, null, now, log);
  if (outcome === 'empty') outcome = await seedUnderLock(db, await hashPasswords(), now, log);
  if (outcome === 'seeded') await refreshStatistics(db);
  return outcome === 'seeded';
}
