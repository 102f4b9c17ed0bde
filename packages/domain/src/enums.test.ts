import { describe, expect, it } from 'vitest';

import {
  FacilityType,
  isLoggedInRole,
  isUserRole,
  LOGGED_IN_ROLES,
  PackageTier,
  PaymentFilter,
  PaymentStatus,
  USER_ROLES,
} from './enums';

describe('numeric codes (spec section 3)', () => {
  it('numbers facility types CLINIC=0, HOSPITAL=1, PHARMACY=2', () => {
    expect(FacilityType).toEqual({ CLINIC: 0, HOSPITAL: 1, PHARMACY: 2 });
  });

  it('numbers package tiers BASIC=0 … CUSTOM=5', () => {
    expect(PackageTier).toEqual({ BASIC: 0, STANDARD: 1, PREMIUM: 2, FREE: 3, TRIAL: 4, CUSTOM: 5 });
  });

  it('numbers payment statuses SUCCESS=0 … STARTED=4', () => {
    expect(PaymentStatus).toEqual({ SUCCESS: 0, PENDING: 1, FAILURE: 2, NOT_STARTED: 3, STARTED: 4 });
  });

  it('numbers payment filters Cleared=0, Pending=1, All=2, Failed=3', () => {
    expect(PaymentFilter).toEqual({ Cleared: 0, Pending: 1, All: 2, Failed: 3 });
  });
});

describe('roles', () => {
  it('lists the six roles that have a sign-in page', () => {
    expect(USER_ROLES).toEqual(['patient', 'clinic_owner', 'doctor', 'staff', 'hospital', 'pharmacy']);
  });

  it('treats every role that signs in as signed in', () => {
    expect(LOGGED_IN_ROLES).toEqual(USER_ROLES);
    for (const role of LOGGED_IN_ROLES) expect(isLoggedInRole(role)).toBe(true);
    for (const role of ['admin', 'Patient', 'STAFF', '', null, undefined, 0]) {
      expect(isLoggedInRole(role)).toBe(false);
    }
  });

  it('recognises every user role and nothing else', () => {
    for (const role of USER_ROLES) expect(isUserRole(role)).toBe(true);
    for (const role of ['admin', 'DOCTOR', '', null, {}]) expect(isUserRole(role)).toBe(false);
  });
});
