/**
 * User-facing texts whose exact wording the spec fixes. They keep the spec's
 * capitalisation and grammar on purpose: screens, tests and the server compare against these strings.
 */

/** Helpline call-back dialog: the mobile number does not pass the mobile-number rule. */
export const HELPLINE_INVALID_PHONE_MESSAGE = 'Enter Valid Mobile Number';

/** Helpline call-back dialog: the request could not be sent. */
export const HELPLINE_SEND_FAILED_MESSAGE = 'Something went wrong try again!';

/** Helpline call-back dialog: the confirmation after the request is sent. */
export const HELPLINE_REQUEST_RECEIVED_MESSAGE = 'We have received your Request';

/**
 * Helpline call-back dialog: the number already asked for a call-back today, so nothing new was stored. Not in
 * the spec; worded like its confirmation, and shown as one (the team will still call).
 */
export const HELPLINE_ALREADY_RECEIVED_MESSAGE = 'We have already received your Request';

/** Demo request dialog: name, email or phone left blank. */
export const DEMO_MISSING_FIELDS_MESSAGE = 'Please fill in all the fields.';

/** Demo request dialog: the phone does not pass the mobile-number rule. */
export const DEMO_INVALID_PHONE_MESSAGE = 'Enter a valid Mobile Number';

/**
 * Demo request dialog: the email address is not usable. The spec shows no email rule; this wording
 * follows the other demo-form message.
 */
export const DEMO_INVALID_EMAIL_MESSAGE = 'Enter a valid email address';

/** Demo request dialog: any failure of the request (the spec uses one text for every failure). */
export const DEMO_REQUEST_FAILED_MESSAGE = 'Demo request already exist!';

/** Demo request dialog: the state shown once the request is accepted. */
export const DEMO_REQUEST_RECEIVED_MESSAGE = 'Request Received!';

/** Title of the incoming online-call panel a patient sees. */
export const INCOMING_CALL_TITLE = 'Online Appointment Calling...';

/** Title of the notice the Lab tile opens while the lab feature is being built. */
export const LAB_IN_PROGRESS_TITLE = 'Lab In Progress';
