import { describe, expect, it } from 'vitest';

import {
  ATTACHMENT_MAX_BYTES,
  CLAIMED_CLINIC_DEPLOYMENTS,
  CLAIMED_PATIENTS_SERVED,
  CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS,
  COPYRIGHT_YEAR,
  DISPLAY_NAME_MAX_LENGTH,
  HEADER_STICKY_OFFSET_PX,
  HERO_AUTO_ADVANCE_MS,
  HERO_FADE_MS,
  HERO_SLIDE_COUNT,
  HERO_SMALL_SCREEN_BREAKPOINT_PX,
  INCOMING_CALL_TIMEOUT_MS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_AFTER_MS,
  OTP_TTL_MS,
} from './constants';

describe('business constants (spec section 9)', () => {
  it('times the hero carousel: 2.3 s per slide, 0.5 s fade, 425 px small-screen breakpoint, 3 slides', () => {
    expect(HERO_AUTO_ADVANCE_MS).toBe(2300);
    expect(HERO_FADE_MS).toBe(500);
    expect(HERO_SMALL_SCREEN_BREAKPOINT_PX).toBe(425);
    expect(HERO_SLIDE_COUNT).toBe(3);
  });

  it('hides the incoming-call panel after 10 seconds', () => {
    expect(INCOMING_CALL_TIMEOUT_MS).toBe(10_000);
  });

  it('makes the header sticky after 600 px and cuts names at 12 characters', () => {
    expect(HEADER_STICKY_OFFSET_PX).toBe(600);
    expect(DISPLAY_NAME_MAX_LENGTH).toBe(12);
  });

  it('caps attachments at 5,242,880 bytes, which is exactly 5 MiB', () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(5_242_880);
    expect(ATTACHMENT_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it('prints 2022 in the copyright line', () => {
    expect(COPYRIGHT_YEAR).toBe(2022);
  });

  it('states the marketing claims', () => {
    expect(CLAIMED_CLINIC_DEPLOYMENTS).toBe(1100);
    expect(CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS).toBe(5000);
    expect(CLAIMED_PATIENTS_SERVED).toBe(300_000);
  });

  it('sets the one-time-code limits: resend after 1 minute, valid 5 minutes, 5 attempts', () => {
    expect(OTP_RESEND_AFTER_MS).toBe(60_000);
    expect(OTP_TTL_MS).toBe(300_000);
    expect(OTP_MAX_ATTEMPTS).toBe(5);
  });
});
