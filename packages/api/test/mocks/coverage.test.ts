// Every operation has a handler, and every operation offers exactly the scenarios its responses allow.
import { describe, expect, it } from 'vitest';

import { operations } from '../../src/generated/operations';
import { createHandlers, operationIds, scenarioNames, scenarioStatuses, scenariosFor } from '../../src/mocks';
import { documentStatuses } from '../../src/testing/contract';

const SIGN_INS = ['clinicLogin', 'hospitalLogin', 'pharmacyLogin', 'drLogin', 'staffLogin'];
const OTP_CHECKS = [
  'verifyOtpCodePatient',
  'verifyClinicSignupOtp',
  'clinicForgetOtpVerify',
  'verifyHospitalSignupOtp',
  'verifyPharmacySignupOtp',
  'verifyDrSignupOtp',
  'drForgetOtpVerify',
];

describe('createHandlers', () => {
  it('builds one handler per operation of the contract', () => {
    const handlers = createHandlers();
    expect(operationIds).toEqual(Object.keys(operations));
    expect(handlers).toHaveLength(67);
    const routes = handlers.map((handler) => `${String(handler.info.method)} ${String(handler.info.path)}`);
    const expected = operationIds.map(
      (id) => `${operations[id].method.toUpperCase()} *${operations[id].path.replace(/\{([^}]+)\}/g, ':$1')}`,
    );
    expect(routes).toEqual(expected);
  });
});

describe('scenariosFor', () => {
  it.each(operationIds)('%s offers only scenarios whose status the document lists', (id) => {
    const statuses = documentStatuses(id);
    const scenarios = scenariosFor(id);
    expect(scenarios.slice(0, 3)).toEqual(['success', 'slow', 'networkError']);
    for (const scenario of scenarios) {
      const status = scenarioStatuses[scenario];
      if (typeof status === 'number') expect(statuses, scenario).toContain(status);
    }
  });

  it.each(operationIds)('%s offers every generic scenario the document allows', (id) => {
    const statuses = new Set(documentStatuses(id));
    const { session } = operations[id];
    const scenarios = new Set<string>(scenariosFor(id));
    const expectations: [string, boolean][] = [
      ['validationError', statuses.has(400)],
      ['serverError', statuses.has(500)],
      ['notFound', statuses.has(404)],
      ['rateLimited', statuses.has(429)],
      ['smsFailed', statuses.has(503)],
      ['nameRequired', statuses.has(422)],
      ['fileTooLarge', statuses.has(413)],
      ['notModified', statuses.has(304)],
      ['unauthenticated', session && statuses.has(401)],
      ['forbidden', session && statuses.has(403)],
      ['invalidCredentials', SIGN_INS.includes(id)],
      ['otpInvalid', OTP_CHECKS.includes(id)],
      ['otpExpired', OTP_CHECKS.includes(id)],
      ['otpExhausted', OTP_CHECKS.includes(id)],
      ['duplicate', id === 'addDemoRequest'],
      ['conflict', statuses.has(409) && id !== 'addDemoRequest'],
    ];
    for (const [scenario, expected] of expectations) expect(scenarios.has(scenario), scenario).toBe(expected);
  });

  it('names every scenario some operation offers, and no other', () => {
    const offered = new Set(operationIds.flatMap((id) => [...scenariosFor(id)]));
    expect(new Set(scenarioNames)).toEqual(offered);
  });

  it('offers the scenarios stories ask for by name', () => {
    expect(scenariosFor('addDemoRequest')).toContain('duplicate');
    expect(scenariosFor('verifyOtpCodePatient')).toEqual(
      expect.arrayContaining(['otpInvalid', 'otpExpired', 'otpExhausted', 'nameRequired']),
    );
    expect(scenariosFor('searchDoctors')).toContain('empty');
    expect(scenariosFor('listMedicalTestLabs')).toContain('empty');
    expect(scenariosFor('getSession')).toContain('unauthenticated');
    expect(scenariosFor('getSession')).not.toContain('forbidden');
    expect(scenariosFor('listSpecialities')).not.toContain('validationError');
  });
});
