import { describe, expect, it } from 'vitest';
import { english } from '../../i18n/english';
import { siteTranslator } from '../../i18n/language';
import { urdu } from '../../i18n/urdu';
import { acceptRefusalMessage } from './PatientCalls';

const t = siteTranslator(english);
const tUrdu = siteTranslator(urdu);

describe('why answering a call failed', () => {
  it('is the server’s sentence as it is on an English page', () => {
    expect(acceptRefusalMessage(t, 'en', 'This call is no longer ringing.')).toBe(
      'This call is no longer ringing.',
    );
    expect(acceptRefusalMessage(t, 'en', 'Slow down.')).toBe('Slow down.');
  });

  it('says a refusal it knows in Urdu, and any other in general', () => {
    expect(acceptRefusalMessage(tUrdu, 'ur', 'This call is no longer ringing.')).toBe(
      'یہ کال اب نہیں آ رہی۔',
    );
    expect(acceptRefusalMessage(tUrdu, 'ur', 'Slow down.')).toBe(tUrdu('Calls.refused.other'));
    expect(acceptRefusalMessage(tUrdu, 'ur', 'toString')).toBe(tUrdu('Calls.refused.other'));
  });

  it('knows the server’s refusals word for word in English', () => {
    for (const sentence of [
      'This call is no longer ringing.',
      'You are not in this call.',
      'The connection dropped. Please try again.',
    ]) {
      expect(acceptRefusalMessage(tUrdu, 'ur', sentence)).not.toBe(tUrdu('Calls.refused.other'));
    }
    expect(t('Calls.refused.notRinging')).toBe('This call is no longer ringing.');
    expect(t('Calls.refused.notInCall')).toBe('You are not in this call.');
    expect(t('Calls.refused.connectionDropped')).toBe('The connection dropped. Please try again.');
  });
});
