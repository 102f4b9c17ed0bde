import type { Schema } from '@aafiyat/api';
import { FacilityType, PackageTier } from '@aafiyat/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { packages } from '../db/schema';
import type { OperationHandlers } from '../http/operation';

type PricingPackage = Schema<'PricingPackage'>;

const TIERS: readonly number[] = Object.values(PackageTier);

function isPackageTier(value: number): value is PricingPackage['tier'] {
  return TIERS.includes(value);
}

/** The subscription packages as pricing cards: clinic (BASIC to CUSTOM) and pharmacy, cheapest first. */
export function packageHandlers({
  db,
}: AppContext): Pick<OperationHandlers, 'listBasicPackages' | 'listPharmacyPackages'> {
  async function packagesOf(facility: FacilityType): Promise<PricingPackage[]> {
    const rows = await db
      .select()
      .from(packages)
      .where(eq(packages.facilityType, facility))
      .orderBy(asc(packages.amount), asc(packages.sortOrder), asc(packages.id));
    return rows.flatMap((row) =>
      // A row with a tier the contract does not know is left out rather than answered against the contract.
      isPackageTier(row.tier)
        ? [
            {
              id: row.id,
              tier: row.tier,
              package_name: row.packageName,
              title: row.title,
              package_amount: row.amount,
              package_discount: row.discount,
              package_duration: row.durationMonths,
              is_btn: row.isButton,
              all_sub: row.features.map(({ id, description }) => ({ id, description })),
            },
          ]
        : [],
    );
  }

  return {
    async listBasicPackages() {
      return { status: 200, body: { data: await packagesOf(FacilityType.CLINIC) } };
    },
    async listPharmacyPackages() {
      return { status: 200, body: { data: await packagesOf(FacilityType.PHARMACY) } };
    },
  };
}
