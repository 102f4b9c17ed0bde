/** Sign-in, sign-up, one-time codes and password resets of every role. */

import { findDoctor } from '../fixtures/doctors';
import { branchCodes, findClinic, ownerBranches } from '../fixtures/clinics';
import { otpSent, phoneHint, resetToken } from '../fixtures/auth';
import { sessions } from '../fixtures/sessions';
import type { Schema } from '../types';
import type { Resolvers } from './context';
import { parseId, readJsonObject, stringField } from './context';

type SessionRecord = Schema<'SessionRecord'>;

/** The hint for a login that may be an email: the fixture account's number for emails and PMDCs. */
function loginHint(body: Readonly<Record<string, unknown>>): string {
  return phoneHint(stringField(body, 'login') ?? stringField(body, 'phone_number'));
}

function signupPending(body: Readonly<Record<string, unknown>>): Schema<'SignupPending'> {
  return { pending_verification: true, phone_hint: phoneHint(body['phone_number']), ...otpSent() };
}

function clinicOwnerSession(body: Readonly<Record<string, unknown>>): SessionRecord {
  const chosen = parseId(body['clinic_id']);
  const branch = chosen === null ? undefined : findClinic(chosen);
  return { ...sessions.clinicOwner, clinic_id: branch?.clinic_id ?? sessions.clinicOwner.clinic_id };
}

function doctorSession(body: Readonly<Record<string, unknown>>): SessionRecord {
  const doctor = findDoctor(stringField(body, 'login') ?? '');
  return doctor === undefined
    ? { ...sessions.doctor }
    : { ...sessions.doctor, name: doctor.name, pmdc: doctor.pmdc };
}

/** Resolvers of the auth operations. */
export const authResolvers = {
  sendVerificationCode: async ({ request, reply }) => {
    const body = await readJsonObject(request);
    return reply.json(200, otpSent(phoneHint(body['phone_number'])));
  },
  verifyOtpCodePatient: async ({ request, reply, scenario }) => {
    const body = await readJsonObject(request);
    const isNew = scenario === 'newPatient';
    const name = stringField(body, 'name') ?? (isNew ? 'Fatima Zahra' : sessions.patient.name);
    return reply.json(200, {
      verified: true,
      name,
      role: 'patient',
      user_id: isNew ? 5101 : sessions.patient.user_id,
      is_new: isNew,
    });
  },
  logout: ({ reply }) => reply.empty(204),
  getSession: ({ reply, session }) => reply.json(200, session),
  checkClinicBranches: ({ reply, scenario }) =>
    reply.json(200, { data: scenario === 'singleBranch' ? ownerBranches.slice(0, 1) : [...ownerBranches] }),
  validateBranchCode: async ({ request, reply }) => {
    const body = await readJsonObject(request);
    const clinicId = branchCodes[(stringField(body, 'branch_code') ?? '').toUpperCase()];
    const clinic = clinicId === undefined ? undefined : findClinic(clinicId);
    return reply.json(
      200,
      clinic === undefined
        ? { valid: false }
        : { valid: true, clinic_id: clinic.clinic_id, clinic_name: clinic.clinic_name },
    );
  },
  clinicLogin: async ({ request, reply }) =>
    reply.json(200, clinicOwnerSession(await readJsonObject(request))),
  clinicSignup: async ({ request, reply }) => reply.json(202, signupPending(await readJsonObject(request))),
  verifyClinicSignupOtp: ({ reply }) => reply.json(200, { ...sessions.clinicOwner }),
  clinicForgetPassword: async ({ request, reply }) =>
    reply.json(200, otpSent(loginHint(await readJsonObject(request)))),
  clinicForgetOtpVerify: ({ reply }) => reply.json(200, resetToken),
  clinicResetPassword: ({ reply }) => reply.empty(204),
  hospitalLogin: ({ reply }) => reply.json(200, { ...sessions.hospital }),
  hospitalSignup: async ({ request, reply }) => reply.json(202, signupPending(await readJsonObject(request))),
  verifyHospitalSignupOtp: ({ reply }) => reply.json(200, { ...sessions.hospital }),
  pharmacyLogin: ({ reply }) => reply.json(200, { ...sessions.pharmacy }),
  pharmacySignup: async ({ request, reply }) => reply.json(202, signupPending(await readJsonObject(request))),
  verifyPharmacySignupOtp: ({ reply }) => reply.json(200, { ...sessions.pharmacy }),
  drLogin: async ({ request, reply }) => reply.json(200, doctorSession(await readJsonObject(request))),
  checkPasswordExists: async ({ request, reply, scenario }) => {
    const hint = loginHint(await readJsonObject(request));
    return reply.json(
      200,
      scenario === 'noPassword'
        ? { exists: false, phone_hint: hint, ...otpSent() }
        : { exists: true, phone_hint: hint },
    );
  },
  verifyDrSignupOtp: async ({ request, reply }) =>
    reply.json(200, doctorSession(await readJsonObject(request))),
  drForgetPassword: async ({ request, reply }) =>
    reply.json(200, otpSent(loginHint(await readJsonObject(request)))),
  drForgetOtpVerify: ({ reply }) => reply.json(200, resetToken),
  drResetPassword: ({ reply }) => reply.empty(204),
  staffLogin: ({ reply }) => reply.json(200, { ...sessions.staff }),
} satisfies Partial<Resolvers>;
