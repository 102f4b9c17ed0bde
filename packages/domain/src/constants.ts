/**
 * Business constants and limits the spec gives, each under a
 * name that says what it is. Nothing here is computed: change a number here and every screen and the
 * server follow.
 *
 * The spec also lists an unexplained constant 99999 ("purpose not shown"); it is deliberately left out
 * rather than given an invented meaning.
 */

/** How long each hero carousel slide stays before the carousel advances by itself (spec: 2.3 s). */
export const HERO_AUTO_ADVANCE_MS = 2300;

/** Duration of the cross-fade between hero slides (spec: 0.5 s). */
export const HERO_FADE_MS = 500;

/** Viewport width, in CSS pixels, at or below which the hero uses its small-screen layout. */
export const HERO_SMALL_SCREEN_BREAKPOINT_PX = 425;

/** Number of slides in the home-page hero carousel (clinic, pharmacy, hospital). */
export const HERO_SLIDE_COUNT = 3;

/** The incoming online-call panel hides itself after this long if the patient has not accepted. */
export const INCOMING_CALL_TIMEOUT_MS = 10_000;

/** Scroll distance, in CSS pixels, after which the site header becomes sticky. */
export const HEADER_STICKY_OFFSET_PX = 600;

/** Characters of the signed-in user's name shown in the header before it is cut with an ellipsis. */
export const DISPLAY_NAME_MAX_LENGTH = 12;

/** Largest attachment accepted, in bytes: 5 MB (5 × 1024 × 1024). */
export const ATTACHMENT_MAX_BYTES = 5_242_880;

/** Year printed in the footer's copyright line (spec: 2022; it is a fixed year, not the current one). */
export const COPYRIGHT_YEAR = 2022;

/** Marketing claim: clinic deployments, shown as "1,100+" (the spec says "over"). */
export const CLAIMED_CLINIC_DEPLOYMENTS = 1_100;

/** Marketing claim: pharmacy and hospital deployments together, shown as "5,000+". */
export const CLAIMED_PHARMACY_AND_HOSPITAL_DEPLOYMENTS = 5_000;

/** Marketing claim: patients served, shown as "300,000+". */
export const CLAIMED_PATIENTS_SERVED = 300_000;

/**
 * Minimum wait before a one-time code may be sent again. The spec does not show OTP timing; these three
 * are the house defaults for the sign-in flows that send codes, kept here so client and server agree.
 */
export const OTP_RESEND_AFTER_MS = 60_000;

/** How long a one-time code stays valid after it is sent: 5 minutes. */
export const OTP_TTL_MS = 5 * 60_000;

/** Wrong one-time codes accepted before the code is discarded and a new one must be requested. */
export const OTP_MAX_ATTEMPTS = 5;
