import { describe, expect, it } from 'vitest';

import { LOGGED_IN_ROLES, USER_ROLES } from './enums';
import {
  AVATAR_DESTINATIONS,
  avatarDestination,
  HERO_SIGN_UP_ROUTES,
  SIGN_IN_ROUTES,
  SIGN_UP_ROUTES,
} from './routes';

describe('sign-in and sign-up routes', () => {
  it('gives every role its own sign-in page', () => {
    expect(SIGN_IN_ROUTES).toEqual({
      patient: '/patient/login',
      doctor: '/doctor/login',
      clinic_owner: '/clinic-management-system/login',
      hospital: '/hospital/login',
      pharmacy: '/pms/login',
      staff: '/staff/login',
    });
    expect(Object.keys(SIGN_IN_ROUTES).sort()).toEqual([...USER_ROLES].sort());
    expect(new Set(Object.values(SIGN_IN_ROUTES)).size).toBe(USER_ROLES.length);
  });

  it('lists the three sign-up pages', () => {
    expect(SIGN_UP_ROUTES).toEqual({
      clinic: '/default/signup',
      pharmacy: '/pms/signup',
      hospital: '/hospital/signup',
    });
  });

  it('sends the hero SIGN UP button to clinic packages, pharmacy sign-up, hospital sign-up by slide', () => {
    expect(HERO_SIGN_UP_ROUTES).toEqual([
      '/products/clinicmanagement?packages=true',
      '/pms/signup',
      '/hospital/signup',
    ]);
  });
});

describe('avatarDestination', () => {
  it('leads a patient to the profile, a clinic owner and a doctor to their dashboards', () => {
    expect(avatarDestination('patient')).toBe('/patient/profile');
    expect(avatarDestination('clinic_owner')).toBe('/cms/dashboard/dashboard-clinic');
    expect(avatarDestination('doctor')).toBe('/cms/dashboard/dashboard-doctor');
  });

  it('leads clinic staff, a hospital and a pharmacy to their home pages', () => {
    expect(avatarDestination('staff')).toBe('/staff/home');
    expect(avatarDestination('hospital')).toBe('/hospital/home');
    expect(avatarDestination('pharmacy')).toBe('/pms/home');
  });

  it('covers every signed-in role', () => {
    for (const role of LOGGED_IN_ROLES) expect(avatarDestination(role)).toBe(AVATAR_DESTINATIONS[role]);
  });
});
