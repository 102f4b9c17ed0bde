// The demo sign-ins that are neither a clinic owner, a doctor nor a patient: the staff member of the demo clinic,
// the demo hospital and the demo pharmacy.
import { FacilityType, PackageTier } from '@aafiyat/domain';
import type { Database } from '../db/client';
import { accounts, businesses, staff } from '../db/schema';
import { hashPassword } from '../services/passwords';
import { DEMO_CLINIC_OWNER, DEMO_DOCTOR, DEMO_HOSPITAL, DEMO_PHARMACY, DEMO_STAFF } from './demo';
import type { PackageIdOf } from './packages';

/** The password hashes of the demo accounts that sign in with a password. */
export interface DemoPasswordHashes {
  owner: string;
  doctor: string;
  staff: string;
  hospital: string;
  pharmacy: string;
}

/** Hashes the demo passwords, all at once: scrypt is slow on purpose and needs no database. */
export async function hashDemoPasswords(): Promise<DemoPasswordHashes> {
  const [owner, doctor, staffHash, hospital, pharmacy] = await Promise.all([
    hashPassword(DEMO_CLINIC_OWNER.password),
    hashPassword(DEMO_DOCTOR.password),
    hashPassword(DEMO_STAFF.password),
    hashPassword(DEMO_HOSPITAL.password),
    hashPassword(DEMO_PHARMACY.password),
  ]);
  return { owner, doctor, staff: staffHash, hospital, pharmacy };
}

/** Seeds the demo staff member of the demo clinic. */
async function seedDemoStaff(db: Database, passwordHash: string, clinicId: number | null): Promise<void> {
  const [account] = await db
    .insert(accounts)
    .values({
      role: 'staff',
      name: DEMO_STAFF.name,
      email: DEMO_STAFF.email,
      phone: DEMO_STAFF.phone,
      passwordHash,
      verified: true,
    })
    .returning({ id: accounts.id });
  if (!account || clinicId === null) throw new Error('the demo staff member was not created');
  await db.insert(staff).values({ accountId: account.id, clinicId });
}

/** Seeds the demo hospital and pharmacy, each on its Basic plan. */
async function seedDemoBusinesses(
  db: Database,
  hashes: DemoPasswordHashes,
  packageId: PackageIdOf,
): Promise<void> {
  for (const [business, hash, role, facility] of [
    [DEMO_HOSPITAL, hashes.hospital, 'hospital', FacilityType.HOSPITAL],
    [DEMO_PHARMACY, hashes.pharmacy, 'pharmacy', FacilityType.PHARMACY],
  ] as const) {
    const [account] = await db
      .insert(accounts)
      .values({
        role,
        name: business.name,
        email: business.email,
        phone: business.phone,
        passwordHash: hash,
        verified: true,
      })
      .returning({ id: accounts.id });
    if (!account) throw new Error(`the demo ${role} was not created`);
    await db.insert(businesses).values({
      accountId: account.id,
      facilityType: facility,
      businessName: business.businessName,
      city: business.city,
      address: business.address,
      packageId: packageId(facility, PackageTier.BASIC),
    });
  }
}

/** Seeds the staff, hospital and pharmacy demo accounts. */
export async function seedStaffAndBusinesses(
  db: Database,
  hashes: DemoPasswordHashes,
  demoClinicId: number | null,
  packageId: PackageIdOf,
): Promise<void> {
  await seedDemoStaff(db, hashes.staff, demoClinicId);
  await seedDemoBusinesses(db, hashes, packageId);
}
