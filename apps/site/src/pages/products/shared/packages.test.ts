import { clinicPackages, pharmacyPackages } from '@aafiyat/api/mocks';
import { CLINIC_BASIC_PLAN, FacilityType, PHARMACY_BASIC_PLAN, PRICING_TEASER_CARDS } from '@aafiyat/domain';
import type { Schema } from '@aafiyat/api';
import { describe, expect, it } from 'vitest';
import { cardFromPackage, listPriceCards, pricedPlanCard } from './packages';

describe('product packages', () => {
  it('builds a page with the cards the API answers, so they do not change when it does', () => {
    expect(listPriceCards(FacilityType.CLINIC)).toEqual(clinicPackages.map(cardFromPackage));
    expect(listPriceCards(FacilityType.PHARMACY)).toEqual(pharmacyPackages.map(cardFromPackage));
    expect(listPriceCards(FacilityType.CLINIC).map((card) => card.package_name)).toEqual([
      'Basic',
      'Standard',
      'Premium',
      'Custom',
    ]);
  });

  it('prices a plan at its list price under the page’s own heading, with the plan’s own features', () => {
    const teaser = PRICING_TEASER_CARDS.find((card) => card.package_name === 'Clinic');
    const card = pricedPlanCard(CLINIC_BASIC_PLAN, 'For a single doctor');
    expect(card).toMatchObject({
      package_name: CLINIC_BASIC_PLAN.name,
      title: 'For a single doctor',
      package_amount: teaser?.package_amount,
      package_discount: teaser?.package_discount,
      is_btn: true,
      all_sub: CLINIC_BASIC_PLAN.features,
    });
    expect(pricedPlanCard(PHARMACY_BASIC_PLAN, 'x')?.package_amount).toBe(
      PRICING_TEASER_CARDS.find((entry) => entry.package_name === 'Pharmacy')?.package_amount,
    );
  });

  it('prices a plan under the domain’s heading when the page gives none', () => {
    expect(pricedPlanCard(CLINIC_BASIC_PLAN)?.title).toBe('For a single-doctor clinic');
  });

  it('gives no card for a plan with no list price', () => {
    expect(pricedPlanCard({ ...CLINIC_BASIC_PLAN, name: 'Trial' }, 'x')).toBeNull();
  });

  it('maps an API package to a card, refusing a billing period it cannot name', () => {
    const pricingPackage: Schema<'PricingPackage'> = {
      id: 1,
      tier: 0,
      package_name: 'Basic',
      title: 'For a single doctor',
      package_amount: 2000,
      package_discount: 500,
      package_duration: 1,
      is_btn: true,
      all_sub: [{ id: 1, description: 'Video Consultation' }],
    };
    expect(cardFromPackage(pricingPackage)).toMatchObject({
      package_duration: 'monthly',
      package_amount: 2000,
    });
    expect(cardFromPackage({ ...pricingPackage, package_duration: 12 })).toBeNull();
  });
});
