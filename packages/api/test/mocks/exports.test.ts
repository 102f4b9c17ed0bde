// The public entry @aafiyat/api/mocks: changing this list is a semver decision (STYLE.md, Tests).
import { expect, it } from 'vitest';

import * as mocks from '../../src/mocks';

it('exports exactly the documented names', () => {
  expect(Object.keys(mocks).sort()).toEqual([
    'DEFAULT_SLOW_DELAY_MS',
    'FIXTURE_CALL_ID',
    'FIXTURE_OTP_CODE',
    'JAZZCASH_SANDBOX_URL',
    'MOCK_TODAY',
    'appointmentCheckout',
    'branchCodes',
    'clinicDashboard',
    'clinicPackages',
    'clinics',
    'createHandlers',
    'createMockStore',
    'doctorDashboard',
    'doctors',
    'errorBodies',
    'handlerFor',
    'iceServers',
    'jazzcashForm',
    'labBranches',
    'labCatalogues',
    'labs',
    'operationIds',
    'outboxFor',
    'ownerBranches',
    'patientAppointments',
    'patientAttachments',
    'patientProfile',
    'patients',
    'pharmacyPackages',
    'resetMockStore',
    'scenarioNames',
    'scenarioStatuses',
    'scenarioTable',
    'scenariosFor',
    'sessions',
    'specialities',
    'specialtyNames',
    'validationBody',
  ]);
});

it('has at least two dozen doctors, so search pages and filters mean something', () => {
  expect(mocks.doctors.length).toBeGreaterThanOrEqual(24);
});
