// The spec fixes some English words exactly; the domain holds them (the server and the tests compare against
// them), and the library's English catalog must say them the same, character for character.
import { describe, expect, it } from 'vitest';
import { INCOMING_CALL_TITLE, LAB_IN_PROGRESS_TITLE } from '@aafiyat/domain';
import english from './messages/en.json';

describe("the spec's exact English words", () => {
  it.each([
    ['IncomingCallPanel.title', INCOMING_CALL_TITLE],
    ['LabInProgressNotice.title', LAB_IN_PROGRESS_TITLE],
  ] as const)('%s is the domain’s %j', (key, words) => {
    expect(english[key]).toBe(words);
  });

  it.each([
    ['HeroCarousel.signUp', 'SIGN UP'],
    ['HeroCarousel.requestDemo', 'REQUEST A DEMO'],
    ['Account.login', 'Login'],
    ['SiteFooter.signIn', 'Sign In'],
    ['SiteFooter.contactUs', 'Contact Us'],
    ['ConsultationBanner.online', 'Online Consultation'],
    ['ConsultationBanner.inClinic', 'In-Clinic Appointment'],
  ] as const)('%s is the spec’s %j', (key, words) => {
    expect(english[key]).toBe(words);
  });
});
