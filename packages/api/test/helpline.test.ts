// The helpline's repeat answer says the domain's sentence with a stable code, as the contract states it.
import { HELPLINE_ALREADY_RECEIVED_MESSAGE } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { documentStatuses, resolve } from '../src/testing/contract';

describe('the helpline call-back asked again the same day', () => {
  it('answers 200 with the code already_received and the domain’s sentence', () => {
    expect(documentStatuses('addHelplineCallback')).toEqual(expect.arrayContaining([200, 201]));
    const body = resolve({ $ref: '#/components/schemas/HelplineAlreadyReceived' }) as {
      required?: string[];
      properties?: Record<string, { const?: unknown }>;
    };
    expect(body.required).toEqual(['id', 'created_at', 'code', 'message']);
    expect(body.properties?.code?.const).toBe('already_received');
    expect(body.properties?.message?.const).toBe(HELPLINE_ALREADY_RECEIVED_MESSAGE);
  });
});
