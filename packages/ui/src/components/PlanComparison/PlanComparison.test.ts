import { describe, expect, it } from 'vitest';
import {
  CLINIC_BASIC_PLAN,
  CLINIC_CUSTOM_PLAN,
  CLINIC_PREMIUM_PLAN,
  CLINIC_STANDARD_PLAN,
} from '@aafiyat/domain';
import { planComparisonRows } from './PlanComparisonRows';

describe('planComparisonRows', () => {
  const rows = planComparisonRows([
    CLINIC_BASIC_PLAN,
    CLINIC_STANDARD_PLAN,
    CLINIC_PREMIUM_PLAN,
    CLINIC_CUSTOM_PLAN,
  ]);

  it('puts counted lines of every plan on one row per thing counted', () => {
    const doctors = rows.find((row) => row.feature === 'Doctors');
    expect(doctors?.cells).toEqual([
      { kind: 'amount', value: '1' },
      { kind: 'amount', value: '3' },
      { kind: 'amount', value: '5' },
      { kind: 'amount', value: '6+' },
    ]);
    expect(rows.find((row) => row.feature === 'Staff Members')?.cells.map((cell) => cell.kind)).toEqual([
      'amount',
      'amount',
      'amount',
      'amount',
    ]);
  });

  it('marks other lines included where listed and not listed elsewhere, in first-seen order', () => {
    expect(rows.map((row) => row.feature)).toEqual([
      'Video Consultation',
      'Doctors',
      'Staff Members',
      'Attachments',
      'Digital Advertisement',
      'Digital Record Keeping',
      'Digital Invoice',
      'Customisable',
    ]);
    expect(rows[0]?.cells).toEqual([
      { kind: 'included' },
      { kind: 'notListed' },
      { kind: 'notListed' },
      { kind: 'notListed' },
    ]);
    expect(rows.at(-1)?.cells.map((cell) => cell.kind)).toEqual([
      'notListed',
      'notListed',
      'notListed',
      'included',
    ]);
  });

  it('gives no rows for no plans', () => {
    expect(planComparisonRows([])).toEqual([]);
  });
});
