import { describe, expect, it } from 'vitest';

import {
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
} from './messages';

describe('messages keep the spec’s exact wording', () => {
  it.each([
    ['helpline invalid phone', HELPLINE_INVALID_PHONE_MESSAGE, 'Enter Valid Mobile Number'],
    ['helpline send failure', HELPLINE_SEND_FAILED_MESSAGE, 'Something went wrong try again!'],
    ['helpline confirmation', HELPLINE_REQUEST_RECEIVED_MESSAGE, 'We have received your Request'],
    ['helpline repeat', HELPLINE_ALREADY_RECEIVED_MESSAGE, 'We have already received your Request'],
    ['demo missing fields', DEMO_MISSING_FIELDS_MESSAGE, 'Please fill in all the fields.'],
    ['demo invalid phone', DEMO_INVALID_PHONE_MESSAGE, 'Enter a valid Mobile Number'],
    ['demo invalid email', DEMO_INVALID_EMAIL_MESSAGE, 'Enter a valid email address'],
    ['demo failure', DEMO_REQUEST_FAILED_MESSAGE, 'Demo request already exist!'],
    ['demo success', DEMO_REQUEST_RECEIVED_MESSAGE, 'Request Received!'],
    ['incoming call title', INCOMING_CALL_TITLE, 'Online Appointment Calling...'],
    ['lab notice title', LAB_IN_PROGRESS_TITLE, 'Lab In Progress'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});
