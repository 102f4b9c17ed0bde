/**
 * Subscription plans and the home page's pricing teaser. Feature texts are the
 * spec's words, including its 'Register 1 Doctors'.
 *
 * Tier assignment is not shown in the spec. The clinic lists form a ladder by doctors (1, 3, 5, 6+)
 * and are assigned BASIC, STANDARD, PREMIUM, CUSTOM. The list with IPD history and a duty roster is
 * read as the hospital plan (BASIC tier of HOSPITAL): inpatient records and duty rosters are
 * hospital features, the hospital teaser card is the only one priced differently, and reading it as
 * a clinic tier would leave a clinic list with no tier to hold it.
 */

import { FacilityType, PackageTier } from './enums';

/** One line of a plan's feature list. */
export interface FeatureLine {
  /** Position in the list, from 1. */
  readonly id: number;
  /** The text shown. */
  readonly description: string;
}

/** Billing periods a price can be quoted for; the spec shows monthly billing only. */
export const BILLING_PERIODS = ['monthly'] as const;

/** One of {@link BILLING_PERIODS}. */
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** A pricing card, with the spec's field names (they are also the server's). */
export interface PricingCard {
  /** Short product name, e.g. 'Clinic'. */
  readonly package_name: string;
  /** Card heading. */
  readonly title: string;
  /** Price in whole rupees per billing period, before discount. */
  readonly package_amount: number;
  /** Discount in whole rupees. */
  readonly package_discount: number;
  /** Billing period of `package_amount`. */
  readonly package_duration: BillingPeriod;
  /**
   * Whether the card's action is its prominent button: the package is signed up for from its card. Every card
   * has an action; one without `is_btn` has a quieter one (ask for a quote, see the product's packages).
   */
  readonly is_btn: boolean;
  /** Feature lines listed on the card. */
  readonly all_sub: readonly FeatureLine[];
}

/** A subscription plan: which facility and tier it is, and what it includes. */
export interface SubscriptionPlan {
  /** Facility kind the plan is sold to. */
  readonly facility: FacilityType;
  /** Package tier. */
  readonly tier: PackageTier;
  /** Plan name shown to people. */
  readonly name: string;
  /** What the plan includes, in display order. */
  readonly features: readonly FeatureLine[];
}

function featureLines(descriptions: readonly string[]): readonly FeatureLine[] {
  return descriptions.map((description, index) => ({ id: index + 1, description }));
}

/** Clinic BASIC: the spec's first plan list. */
export const CLINIC_BASIC_PLAN: SubscriptionPlan = {
  facility: FacilityType.CLINIC,
  tier: PackageTier.BASIC,
  name: 'Basic',
  features: featureLines([
    'Video Consultation',
    'Register 1 Doctors',
    '2 Staff Members',
    '2 Attachments',
    'Digital Advertisement',
    'Digital Record Keeping',
    'Digital Invoice',
  ]),
};

/** Clinic STANDARD: the spec's third list. */
export const CLINIC_STANDARD_PLAN: SubscriptionPlan = {
  facility: FacilityType.CLINIC,
  tier: PackageTier.STANDARD,
  name: 'Standard',
  features: featureLines(['Register 3 Doctors', '5 Staff Members', '3 Attachments']),
};

/** Clinic PREMIUM: the spec's fourth list. */
export const CLINIC_PREMIUM_PLAN: SubscriptionPlan = {
  facility: FacilityType.CLINIC,
  tier: PackageTier.PREMIUM,
  name: 'Premium',
  features: featureLines(['Register 5 Doctors', '10 Staff Members', '5 Attachments']),
};

/** Clinic CUSTOM: the spec's Custom list. */
export const CLINIC_CUSTOM_PLAN: SubscriptionPlan = {
  facility: FacilityType.CLINIC,
  tier: PackageTier.CUSTOM,
  name: 'Custom',
  features: featureLines(['Register 6+ Doctors', '10+ Staff Members', '5+ Attachments', 'Customisable']),
};

/** Hospital BASIC: the spec's second list (the one with IPD history and duty roster). */
export const HOSPITAL_BASIC_PLAN: SubscriptionPlan = {
  facility: FacilityType.HOSPITAL,
  tier: PackageTier.BASIC,
  name: 'Basic',
  features: featureLines([
    'Register 2 Doctors',
    'IPD History',
    'Duty Roster',
    '2 Staff Members',
    'Advertisement',
    'Record Keeping',
    'Invoice',
  ]),
};

/** Pharmacy BASIC: the spec's pharmacy features. */
export const PHARMACY_BASIC_PLAN: SubscriptionPlan = {
  facility: FacilityType.PHARMACY,
  tier: PackageTier.BASIC,
  name: 'Basic',
  features: featureLines([
    'Revenue Record',
    'Inventory Management',
    'Staff Management',
    'Sales Management',
    'Shift Management',
    'Supplier Management',
  ]),
};

/** Every plan, clinic ladder first. */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  CLINIC_BASIC_PLAN,
  CLINIC_STANDARD_PLAN,
  CLINIC_PREMIUM_PLAN,
  CLINIC_CUSTOM_PLAN,
  HOSPITAL_BASIC_PLAN,
  PHARMACY_BASIC_PLAN,
];

/** The plan of a facility kind and tier, or `null` when there is none (e.g. FREE, TRIAL). */
export function findSubscriptionPlan(facility: FacilityType, tier: PackageTier): SubscriptionPlan | null {
  return SUBSCRIPTION_PLANS.find((plan) => plan.facility === facility && plan.tier === tier) ?? null;
}

const CLINIC_TEASER: PricingCard = {
  package_name: 'Clinic',
  title: 'Clinic Management System',
  package_amount: 2000,
  package_discount: 500,
  package_duration: 'monthly',
  is_btn: false,
  all_sub: CLINIC_BASIC_PLAN.features,
};

const HOSPITAL_TEASER: PricingCard = {
  package_name: 'Hospital',
  title: 'Hospital Management System',
  package_amount: 5500,
  package_discount: 500,
  package_duration: 'monthly',
  is_btn: true,
  all_sub: HOSPITAL_BASIC_PLAN.features,
};

const PHARMACY_TEASER: PricingCard = {
  package_name: 'Pharmacy',
  title: 'Pharmacy Management System',
  package_amount: 2000,
  package_discount: 500,
  package_duration: 'monthly',
  is_btn: false,
  all_sub: PHARMACY_BASIC_PLAN.features,
};

/**
 * The home page's pricing teaser, billed monthly: Clinic from Rs 2,000 (discount 500), Hospital
 * Rs 5,500 (discount 500, its action the prominent button), Pharmacy Rs 2,000 (discount 500). Each card lists
 * the features of its entry plan.
 */
export const PRICING_TEASER_CARDS: readonly PricingCard[] = [CLINIC_TEASER, HOSPITAL_TEASER, PHARMACY_TEASER];

/**
 * A plan as it is sold: the heading of its card, its monthly price and discount in whole rupees, and whether its
 * card's action is its sign-up (a Custom package is quoted, not bought: its card asks for a demo instead).
 */
export interface PlanPrice {
  /** The plan priced. */
  readonly plan: SubscriptionPlan;
  /** The card's heading. */
  readonly title: string;
  /** Price per month before the discount, in whole rupees. */
  readonly amount: number;
  /** Discount per month, in whole rupees. */
  readonly discount: number;
  /** Whether the card's action is its sign-up, shown as the prominent button (the card's `is_btn`). */
  readonly button: boolean;
}

/**
 * The list price of every plan, billed monthly, in {@link SUBSCRIPTION_PLANS} order. The server seeds its packages
 * from it, the API mocks answer it, and the product pages are built with it, so the prices a page shows before
 * the API answers are the ones the API gives (nothing moves when they arrive). Entry plans carry the pricing
 * teaser's price; the spec shows none for the other clinic plans, so theirs are the business's working figures.
 */
export const PLAN_PRICES: readonly PlanPrice[] = [
  {
    plan: CLINIC_BASIC_PLAN,
    title: 'For a single-doctor clinic',
    amount: CLINIC_TEASER.package_amount,
    discount: CLINIC_TEASER.package_discount,
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
    title: HOSPITAL_TEASER.title,
    amount: HOSPITAL_TEASER.package_amount,
    discount: HOSPITAL_TEASER.package_discount,
    button: HOSPITAL_TEASER.is_btn,
  },
  {
    plan: PHARMACY_BASIC_PLAN,
    title: PHARMACY_TEASER.title,
    amount: PHARMACY_TEASER.package_amount,
    discount: PHARMACY_TEASER.package_discount,
    button: true,
  },
];

/** The list prices of one facility kind's plans, cheapest first. */
export function planPricesFor(facility: FacilityType): readonly PlanPrice[] {
  // Ordered as the server answers its packages: by price, then by this list's order (the sort is stable).
  return PLAN_PRICES.filter((price) => price.plan.facility === facility).sort((a, b) => a.amount - b.amount);
}

/** A plan's list price as a pricing card, billed monthly; `title` replaces the card's heading. */
export function planPriceCard(price: PlanPrice, title: string = price.title): PricingCard {
  return {
    package_name: price.plan.name,
    title,
    package_amount: price.amount,
    package_discount: price.discount,
    package_duration: 'monthly',
    is_btn: price.button,
    all_sub: price.plan.features,
  };
}
