import { describe, expect, it } from 'vitest';

import { countedFeature, tierFeatureLists, tierFeatureSummaries, type PlanTier } from './planTiers';
import {
  CLINIC_BASIC_PLAN,
  CLINIC_CUSTOM_PLAN,
  CLINIC_PREMIUM_PLAN,
  CLINIC_STANDARD_PLAN,
  type FeatureLine,
} from './pricing';

const lines = (...descriptions: string[]): readonly FeatureLine[] =>
  descriptions.map((description, index) => ({ id: index + 1, description }));
const descriptions = (features: readonly FeatureLine[]) => features.map((line) => line.description);
const clinicLadder: readonly PlanTier[] = [
  CLINIC_BASIC_PLAN,
  CLINIC_STANDARD_PLAN,
  CLINIC_PREMIUM_PLAN,
  CLINIC_CUSTOM_PLAN,
];

describe('countedFeature', () => {
  it.each([
    ['Register 1 Doctors', { amount: '1', thing: 'Doctors' }],
    ['Register 6+ Doctors', { amount: '6+', thing: 'Doctors' }],
    ['10+ Staff Members', { amount: '10+', thing: 'Staff Members' }],
    ['  5 Attachments ', { amount: '5', thing: 'Attachments' }],
  ])('reads %j as a count', (description, counted) => {
    expect(countedFeature(description)).toEqual(counted);
  });

  it.each(['Video Consultation', 'Duty Roster', 'Customisable', '', 'Register Doctors'])(
    'reads %j as counting nothing',
    (description) => {
      expect(countedFeature(description)).toBeNull();
    },
  );
});

describe('tierFeatureLists', () => {
  it('gives each clinic tier everything below it, counts raised in place and new lines after', () => {
    const [basic, standard, premium, custom] = tierFeatureLists(clinicLadder);
    expect(basic).toEqual(CLINIC_BASIC_PLAN.features);
    expect(descriptions(standard ?? [])).toEqual([
      'Video Consultation',
      'Register 3 Doctors',
      '5 Staff Members',
      '3 Attachments',
      'Digital Advertisement',
      'Digital Record Keeping',
      'Digital Invoice',
    ]);
    expect(descriptions(premium ?? []).slice(1, 4)).toEqual([
      'Register 5 Doctors',
      '10 Staff Members',
      '5 Attachments',
    ]);
    expect(descriptions(custom ?? [])).toEqual([
      'Video Consultation',
      'Register 6+ Doctors',
      '10+ Staff Members',
      '5+ Attachments',
      'Digital Advertisement',
      'Digital Record Keeping',
      'Digital Invoice',
      'Customisable',
    ]);
  });

  it('never lists fewer features on a higher tier', () => {
    const counts = tierFeatureLists(clinicLadder).map((list) => list.length);
    counts.forEach((count, index) => {
      expect(count).toBeGreaterThanOrEqual(counts[index - 1] ?? 0);
    });
  });

  it('numbers each list from 1', () => {
    for (const list of tierFeatureLists(clinicLadder)) {
      expect(list.map((line) => line.id)).toEqual(list.map((_, index) => index + 1));
    }
  });

  it('gives nothing for no tiers', () => {
    expect(tierFeatureLists([])).toEqual([]);
  });
});

describe('tierFeatureSummaries', () => {
  it('names the clinic tier below each card and what the card adds to it', () => {
    expect(
      tierFeatureSummaries(clinicLadder).map(({ includes, adds }) => ({
        includes,
        adds: descriptions(adds),
      })),
    ).toEqual([
      { includes: null, adds: descriptions(CLINIC_BASIC_PLAN.features) },
      { includes: 'Basic', adds: ['Register 3 Doctors', '5 Staff Members', '3 Attachments'] },
      { includes: 'Standard', adds: ['Register 5 Doctors', '10 Staff Members', '5 Attachments'] },
      {
        includes: 'Premium',
        adds: ['Register 6+ Doctors', '10+ Staff Members', '5+ Attachments', 'Customisable'],
      },
    ]);
  });

  it('computes the difference: lines a tier repeats from any tier below are not added again', () => {
    const ladder: readonly PlanTier[] = [
      { name: 'Starter', features: lines('Invoices', 'Register 1 Doctors') },
      { name: 'Growth', features: lines('Invoices', 'Register 2 Doctors', 'Reports') },
      { name: 'Scale', features: lines('Invoices', ' Reports ', 'Register 2 Doctors', 'Payroll') },
    ];
    const [starter, growth, scale] = tierFeatureSummaries(ladder);
    expect(starter).toEqual({ includes: null, adds: ladder[0]?.features });
    expect(growth).toEqual({
      includes: 'Starter',
      adds: [
        { id: 2, description: 'Register 2 Doctors' },
        { id: 3, description: 'Reports' },
      ],
    });
    expect(scale).toEqual({ includes: 'Growth', adds: [{ id: 4, description: 'Payroll' }] });
  });

  it('names no tier below when everything below lists nothing', () => {
    const ladder: readonly PlanTier[] = [
      { name: 'Free', features: [] },
      { name: 'Basic', features: lines('Invoices') },
      { name: 'Plus', features: lines('Reports') },
    ];
    expect(tierFeatureSummaries(ladder).map((summary) => summary.includes)).toEqual([null, null, 'Basic']);
  });

  it('keeps a single tier whole', () => {
    expect(tierFeatureSummaries([CLINIC_PREMIUM_PLAN])).toEqual([
      { includes: null, adds: CLINIC_PREMIUM_PLAN.features },
    ]);
  });
});
