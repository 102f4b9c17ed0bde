// The demo clinics: the demo clinic owner's clinic and the other owners' clinics, each with its branches.
import { FacilityType, PackageTier } from '@aafiyat/domain';
import type { Database } from '../db/client';
import { accounts, clinics } from '../db/schema';
import { DEMO_CLINIC_OWNER } from './demo';
import type { PackageIdOf } from './packages';
import { CLINIC_GROUPS } from './places';
import type { Random } from './random';

/** What the rest of the seed needs of the clinics. */
export interface SeededClinics {
  /** The clinic (branch) ids of each city, for doctors who work at a clinic of their city. */
  byCity: Map<string, number[]>;
  /** The demo clinic owner's first branch: the demo doctor's and the demo staff member's clinic. */
  demoClinicId: number | null;
}

/** Seeds the demo clinic owner's account (its password hashed beforehand); returns its id. */
async function insertDemoOwner(db: Database, passwordHash: string): Promise<number> {
  const [owner] = await db
    .insert(accounts)
    .values({
      role: 'clinic_owner',
      name: DEMO_CLINIC_OWNER.name,
      email: DEMO_CLINIC_OWNER.email,
      phone: DEMO_CLINIC_OWNER.phone,
      passwordHash,
      verified: true,
    })
    .returning({ id: accounts.id });
  if (!owner) throw new Error('the demo clinic owner was not created');
  return owner.id;
}

/**
 * Seeds the demo clinic owner and the other owners, with their clinics: the demo owner's on the Standard plan,
 * the others' on a plan drawn at random.
 */
export async function seedClinics(
  db: Database,
  random: Random,
  ownerHash: string,
  packageId: PackageIdOf,
): Promise<SeededClinics> {
  const demoOwnerId = await insertDemoOwner(db, ownerHash);
  const clinicTiers = [PackageTier.BASIC, PackageTier.STANDARD, PackageTier.PREMIUM, PackageTier.CUSTOM];
  const byCity = new Map<string, number[]>();
  const demoClinicIds: number[] = [];
  for (const group of CLINIC_GROUPS) {
    let ownerId = demoOwnerId;
    if (group.owner) {
      const [account] = await db
        .insert(accounts)
        .values({ role: 'clinic_owner', ...group.owner, verified: true })
        .returning({ id: accounts.id });
      if (!account) throw new Error(`the owner of ${group.clinicName} was not created`);
      ownerId = account.id;
    }
    const tier = group.owner ? random.pick(clinicTiers) : PackageTier.STANDARD;
    const rows = await db
      .insert(clinics)
      .values(
        group.branches.map((branch) => ({
          ownerAccountId: ownerId,
          name: group.clinicName,
          branchName: branch.branchName,
          city: branch.city,
          address: branch.address,
          branchCode: branch.branchCode,
          latitude: branch.latitude,
          longitude: branch.longitude,
          packageId: packageId(FacilityType.CLINIC, tier),
        })),
      )
      .returning({ id: clinics.id, city: clinics.city });
    for (const row of rows) {
      byCity.set(row.city, [...(byCity.get(row.city) ?? []), row.id]);
      if (!group.owner) demoClinicIds.push(row.id);
    }
  }
  return { byCity, demoClinicId: demoClinicIds[0] ?? null };
}
