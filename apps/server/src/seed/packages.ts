import {
  BILLING_PERIODS,
  CLINIC_BASIC_PLAN,
  CLINIC_CUSTOM_PLAN,
  CLINIC_PREMIUM_PLAN,
  CLINIC_STANDARD_PLAN,
  HOSPITAL_BASIC_PLAN,
  PHARMACY_BASIC_PLAN,
  PRICING_TEASER_CARDS,
  type BillingPeriod,
  type SubscriptionPlan,
} from '@aafiyat/domain';
import type { Database } from '../db/client';
import { packages } from '../db/schema';

// The contract counts the billing period in months.
const MONTHS: Record<BillingPeriod, number> = { monthly: 1 };

function teaser(packageName: string) {
  const card = PRICING_TEASER_CARDS.find((candidate) => candidate.package_name === packageName);
  if (!card) throw new Error(`The pricing teaser has no ${packageName} card.`);
  return card;
}

interface PackageSeed {
  plan: SubscriptionPlan;
  title: string;
  amount: number;
  discount: number;
  button: boolean;
}

/**
 * The packages, from the domain's plans (ADR 0004). Entry plans carry the pricing teaser's price; the spec
 * shows none for the others, so theirs are the same invented figures as the API mocks'.
 */
export function packageSeeds(): PackageSeed[] {
  const clinic = teaser('Clinic');
  const hospital = teaser('Hospital');
  const pharmacy = teaser('Pharmacy');
  return [
    {
      plan: CLINIC_BASIC_PLAN,
      title: 'For a single-doctor clinic',
      amount: clinic.package_amount,
      discount: clinic.package_discount,
      button: true,
    },
    {
      plan: CLINIC_STANDARD_PLAN,
      title: 'For a clinic with up to three doctors',
      amount: 3500,
      discount: 500,
      button: true,
    },
    {
      plan: CLINIC_PREMIUM_PLAN,
      title: 'For a clinic with up to five doctors',
      amount: 5000,
      discount: 750,
      button: true,
    },
    {
      plan: CLINIC_CUSTOM_PLAN,
      title: 'For larger clinics and clinic groups',
      amount: 8000,
      discount: 1000,
      button: false,
    },
    {
      plan: HOSPITAL_BASIC_PLAN,
      title: hospital.title,
      amount: hospital.package_amount,
      discount: hospital.package_discount,
      button: hospital.is_btn,
    },
    {
      plan: PHARMACY_BASIC_PLAN,
      title: pharmacy.title,
      amount: pharmacy.package_amount,
      discount: pharmacy.package_discount,
      button: true,
    },
  ];
}

/** Inserts the packages; returns their ids keyed `facility:tier`. */
export async function seedPackages(db: Database): Promise<Map<string, number>> {
  const period: BillingPeriod = BILLING_PERIODS[0];
  const rows = await db
    .insert(packages)
    .values(
      packageSeeds().map((seed, index) => ({
        facilityType: seed.plan.facility,
        tier: seed.plan.tier,
        packageName: seed.plan.name,
        title: seed.title,
        amount: seed.amount,
        discount: seed.discount,
        durationMonths: MONTHS[period],
        isButton: seed.button,
        features: seed.plan.features.map(({ id, description }) => ({ id, description })),
        sortOrder: index,
      })),
    )
    .returning({ id: packages.id, facility: packages.facilityType, tier: packages.tier });
  return new Map(rows.map((row) => [`${String(row.facility)}:${String(row.tier)}`, row.id]));
}
