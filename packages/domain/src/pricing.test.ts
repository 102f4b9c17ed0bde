import { describe, expect, it } from 'vitest';

import { FacilityType, PackageTier } from './enums';
import { netPrice } from './money';
import {
  BILLING_PERIODS,
  CLINIC_BASIC_PLAN,
  CLINIC_CUSTOM_PLAN,
  CLINIC_PREMIUM_PLAN,
  CLINIC_STANDARD_PLAN,
  findSubscriptionPlan,
  HOSPITAL_BASIC_PLAN,
  PHARMACY_BASIC_PLAN,
  PLAN_PRICES,
  planPriceCard,
  planPricesFor,
  PRICING_TEASER_CARDS,
  SUBSCRIPTION_PLANS,
  type FeatureLine,
} from './pricing';

const descriptions = (features: readonly FeatureLine[]) => features.map((feature) => feature.description);

describe('plan feature lists (spec section 9)', () => {
  it('first plan (clinic Basic): video consultation, 1 doctor, 2 staff, 2 attachments, digital extras', () => {
    expect(descriptions(CLINIC_BASIC_PLAN.features)).toEqual([
      'Video Consultation',
      'Register 1 Doctors',
      '2 Staff Members',
      '2 Attachments',
      'Digital Advertisement',
      'Digital Record Keeping',
      'Digital Invoice',
    ]);
  });

  it('second plan (hospital Basic): 2 doctors, IPD history, duty roster, 2 staff, advertisement, records, invoice', () => {
    expect(descriptions(HOSPITAL_BASIC_PLAN.features)).toEqual([
      'Register 2 Doctors',
      'IPD History',
      'Duty Roster',
      '2 Staff Members',
      'Advertisement',
      'Record Keeping',
      'Invoice',
    ]);
  });

  it('third and fourth plans (clinic Standard, Premium): 3 and 5 doctors', () => {
    expect(descriptions(CLINIC_STANDARD_PLAN.features)).toEqual([
      'Register 3 Doctors',
      '5 Staff Members',
      '3 Attachments',
    ]);
    expect(descriptions(CLINIC_PREMIUM_PLAN.features)).toEqual([
      'Register 5 Doctors',
      '10 Staff Members',
      '5 Attachments',
    ]);
  });

  it('custom plan: 6+ doctors, 10+ staff, 5+ attachments, customisable', () => {
    expect(descriptions(CLINIC_CUSTOM_PLAN.features)).toEqual([
      'Register 6+ Doctors',
      '10+ Staff Members',
      '5+ Attachments',
      'Customisable',
    ]);
  });

  it('pharmacy: revenue record, inventory, staff, sales, shift and supplier management', () => {
    expect(descriptions(PHARMACY_BASIC_PLAN.features)).toEqual([
      'Revenue Record',
      'Inventory Management',
      'Staff Management',
      'Sales Management',
      'Shift Management',
      'Supplier Management',
    ]);
  });

  it('numbers feature lines from 1 in display order', () => {
    for (const plan of SUBSCRIPTION_PLANS) {
      expect(plan.features.map((feature) => feature.id)).toEqual(
        plan.features.map((_feature, index) => index + 1),
      );
    }
  });
});

describe('tier assignment', () => {
  it('puts the clinic lists on BASIC, STANDARD, PREMIUM and CUSTOM', () => {
    expect(
      [CLINIC_BASIC_PLAN, CLINIC_STANDARD_PLAN, CLINIC_PREMIUM_PLAN, CLINIC_CUSTOM_PLAN].map(
        (plan) => plan.tier,
      ),
    ).toEqual([PackageTier.BASIC, PackageTier.STANDARD, PackageTier.PREMIUM, PackageTier.CUSTOM]);
  });

  it('gives each facility and tier at most one plan', () => {
    const keys = SUBSCRIPTION_PLANS.map((plan) => `${plan.facility}:${plan.tier}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds plans by facility and tier', () => {
    expect(findSubscriptionPlan(FacilityType.CLINIC, PackageTier.PREMIUM)).toBe(CLINIC_PREMIUM_PLAN);
    expect(findSubscriptionPlan(FacilityType.HOSPITAL, PackageTier.BASIC)).toBe(HOSPITAL_BASIC_PLAN);
    expect(findSubscriptionPlan(FacilityType.PHARMACY, PackageTier.BASIC)).toBe(PHARMACY_BASIC_PLAN);
  });

  it('has no plan for FREE or TRIAL', () => {
    expect(findSubscriptionPlan(FacilityType.CLINIC, PackageTier.FREE)).toBeNull();
    expect(findSubscriptionPlan(FacilityType.CLINIC, PackageTier.TRIAL)).toBeNull();
  });
});

describe('PRICING_TEASER_CARDS', () => {
  it('bills monthly', () => {
    expect(BILLING_PERIODS).toEqual(['monthly']);
    for (const card of PRICING_TEASER_CARDS) expect(card.package_duration).toBe('monthly');
  });

  it('prices Clinic from 2000, Hospital 5500, Pharmacy 2000, each with a 500 discount', () => {
    expect(
      PRICING_TEASER_CARDS.map(({ package_name, package_amount, package_discount }) => [
        package_name,
        package_amount,
        package_discount,
      ]),
    ).toEqual([
      ['Clinic', 2000, 500],
      ['Hospital', 5500, 500],
      ['Pharmacy', 2000, 500],
    ]);
  });

  it('shows a button on the hospital card only', () => {
    expect(PRICING_TEASER_CARDS.map((card) => [card.package_name, card.is_btn])).toEqual([
      ['Clinic', false],
      ['Hospital', true],
      ['Pharmacy', false],
    ]);
  });

  it('lists each entry plan’s features', () => {
    expect(PRICING_TEASER_CARDS.map((card) => card.all_sub)).toEqual([
      CLINIC_BASIC_PLAN.features,
      HOSPITAL_BASIC_PLAN.features,
      PHARMACY_BASIC_PLAN.features,
    ]);
  });

  it('has the spec’s fields and a positive net price', () => {
    for (const card of PRICING_TEASER_CARDS) {
      expect(Object.keys(card).sort()).toEqual(
        [
          'all_sub',
          'is_btn',
          'package_amount',
          'package_discount',
          'package_duration',
          'package_name',
          'title',
        ].sort(),
      );
      expect(card.title).toBe(`${card.package_name} Management System`);
      expect(netPrice(card.package_amount, card.package_discount)).toBeGreaterThan(0);
    }
  });
});

describe('PLAN_PRICES', () => {
  it('prices every plan once, in SUBSCRIPTION_PLANS order', () => {
    expect(PLAN_PRICES.map((price) => price.plan)).toEqual(SUBSCRIPTION_PLANS);
  });

  it('gives each entry plan the pricing teaser’s price and button', () => {
    const entries = PLAN_PRICES.filter((price) => price.plan.tier === PackageTier.BASIC);
    expect(
      entries.map((price) => [price.plan.facility, price.amount, price.discount, price.title, price.button]),
    ).toEqual([
      [FacilityType.CLINIC, 2000, 500, 'For a single-doctor clinic', true],
      [FacilityType.HOSPITAL, 5500, 500, 'Hospital Management System', true],
      [FacilityType.PHARMACY, 2000, 500, 'Pharmacy Management System', true],
    ]);
  });

  it('prices the clinic ladder upwards, every price above its discount, and quotes Custom without a button', () => {
    const clinic = planPricesFor(FacilityType.CLINIC);
    expect(clinic.map((price) => price.plan)).toEqual([
      CLINIC_BASIC_PLAN,
      CLINIC_STANDARD_PLAN,
      CLINIC_PREMIUM_PLAN,
      CLINIC_CUSTOM_PLAN,
    ]);
    const net = clinic.map((price) => netPrice(price.amount, price.discount));
    expect(net).toEqual([...net].sort((a, b) => a - b));
    for (const value of net) expect(value).toBeGreaterThan(0);
    expect(clinic.map((price) => price.button)).toEqual([true, true, true, false]);
  });

  it('answers only the facility asked for', () => {
    expect(planPricesFor(FacilityType.PHARMACY).map((price) => price.plan)).toEqual([PHARMACY_BASIC_PLAN]);
    expect(planPricesFor(FacilityType.HOSPITAL).map((price) => price.plan)).toEqual([HOSPITAL_BASIC_PLAN]);
  });

  it('makes a monthly pricing card of a price, with its own heading or another', () => {
    const [standard] = planPricesFor(FacilityType.CLINIC).slice(1);
    if (!standard) throw new Error('Expected the Standard plan’s price.');
    expect(planPriceCard(standard)).toEqual({
      package_name: 'Standard',
      title: 'For a clinic with up to three doctors',
      package_amount: 3500,
      package_discount: 500,
      package_duration: 'monthly',
      is_btn: true,
      all_sub: CLINIC_STANDARD_PLAN.features,
    });
    expect(planPriceCard(standard, 'Three doctors').title).toBe('Three doctors');
  });
});
