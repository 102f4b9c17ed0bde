// The spec fixes some English words exactly; the domain holds them (the server and the tests compare against
// them), and the library's English catalog must say them the same, character for character.
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MESSAGES,
  DATE_OUT_OF_RANGE_MESSAGE,
  DEMO_INVALID_EMAIL_MESSAGE,
  DEMO_INVALID_PHONE_MESSAGE,
  DEMO_MISSING_FIELDS_MESSAGE,
  DEMO_REQUEST_FAILED_MESSAGE,
  DEMO_REQUEST_RECEIVED_MESSAGE,
  HELPLINE_ALREADY_RECEIVED_MESSAGE,
  HELPLINE_INVALID_PHONE_MESSAGE,
  HELPLINE_REQUEST_RECEIVED_MESSAGE,
  HELPLINE_SEND_FAILED_MESSAGE,
  INCOMING_CALL_TITLE,
  LAB_IN_PROGRESS_TITLE,
} from '@aafiyat/domain';
import english from './messages/en.json';

describe("the spec's exact English words", () => {
  it.each([
    ['IncomingCallPanel.title', INCOMING_CALL_TITLE],
    ['LabInProgressNotice.title', LAB_IN_PROGRESS_TITLE],
    ['DemoRequestDialog.invalidEmail', DEMO_INVALID_EMAIL_MESSAGE],
    ['DemoRequestDialog.invalidPhone', DEMO_INVALID_PHONE_MESSAGE],
    ['DemoRequestDialog.missingFields', DEMO_MISSING_FIELDS_MESSAGE],
    ['DemoRequestDialog.failed', DEMO_REQUEST_FAILED_MESSAGE],
    ['DemoRequestDialog.received', DEMO_REQUEST_RECEIVED_MESSAGE],
    ['HelplineDialog.alreadyReceived', HELPLINE_ALREADY_RECEIVED_MESSAGE],
    ['HelplineDialog.invalidPhone', HELPLINE_INVALID_PHONE_MESSAGE],
    ['HelplineDialog.received', HELPLINE_REQUEST_RECEIVED_MESSAGE],
    ['HelplineDialog.failed', HELPLINE_SEND_FAILED_MESSAGE],
    ['FileInput.notAllowed', ATTACHMENT_MESSAGES.notAllowed],
    ['FileInput.typeMismatch', ATTACHMENT_MESSAGES.typeMismatch],
    ['FileInput.tooLarge', ATTACHMENT_MESSAGES.tooLarge],
    ['FileInput.empty', ATTACHMENT_MESSAGES.empty],
    ['FileInput.unreadableSize', ATTACHMENT_MESSAGES.unreadableSize],
    ['LabProfile.dateTooFar', DATE_OUT_OF_RANGE_MESSAGE],
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
