// The SMS texts of every one-time code, in each of the site's languages: an SMS is written in the language of the
// page that asked for it (its API calls carry `Accept-Language`). The code is in the text only, never in a log.
// Urdu follows docs/urdu-glossary.md: the code and the minutes in Western digits, the brand عافیت.
import type { Locale } from '@aafiyat/domain';

/** What a code is sent for, each with its own sentence. */
export type OtpTextKind = 'signIn' | 'signUp' | 'reset' | 'firstPassword';

/** One language's SMS texts: each kind's sentence, given the code and its lifetime in minutes. */
type SmsTexts = Readonly<Record<OtpTextKind, (code: string, minutes: string) => string>>;

const english: SmsTexts = {
  signIn: (code, minutes) =>
    `Your Aafiyat sign-in code is ${code}. It expires in ${minutes} minutes. Do not share it.`,
  signUp: (code, minutes) =>
    `Your Aafiyat verification code is ${code}. It expires in ${minutes} minutes. Do not share it.`,
  reset: (code, minutes) =>
    `Your Aafiyat password reset code is ${code}. It expires in ${minutes} minutes. Do not share it.`,
  firstPassword: (code, minutes) =>
    `Your Aafiyat code to set your password is ${code}. It expires in ${minutes} minutes. Do not share it.`,
};

/** An Urdu code SMS, short enough for one UCS-2 message (70 characters). */
const urduCode = (what: string, code: string, minutes: string) =>
  `عافیت ${what}: ${code}۔ ${minutes} منٹ کے لیے۔ کسی کو نہ بتائیں۔`;

const urdu: SmsTexts = {
  signIn: (code, minutes) => urduCode('لاگ اِن کوڈ', code, minutes),
  signUp: (code, minutes) => urduCode('تصدیقی کوڈ', code, minutes),
  reset: (code, minutes) => urduCode('پاس ورڈ ری سیٹ کوڈ', code, minutes),
  firstPassword: (code, minutes) => urduCode('نیا پاس ورڈ کوڈ', code, minutes),
};

/** Each language's SMS texts. */
export const smsTexts: Readonly<Record<Locale, SmsTexts>> = { en: english, ur: urdu };
