import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { isUuid, validateDemoRequest, validateHelplineRequest } from './validation';

describe('isUuid', () => {
  it('accepts the canonical form in either case', () => {
    expect(isUuid('5f0c8f4e-2b7a-4d1e-9a51-3c6f2e8b7d10')).toBe(true);
    expect(isUuid('5F0C8F4E-2B7A-4D1E-9A51-3C6F2E8B7D10')).toBe(true);
  });

  it('rejects other shapes and non-strings', () => {
    for (const value of [
      '',
      'abc',
      '5f0c8f4e2b7a4d1e9a513c6f2e8b7d10',
      '5f0c8f4e-2b7a-4d1e-9a51-3c6f2e8b7d1g',
      ' 5f0c8f4e-2b7a-4d1e-9a51-3c6f2e8b7d10',
      42,
      null,
      undefined,
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });

  it('accepts every UUID fast-check makes', () => {
    fc.assert(fc.property(fc.uuid(), (uuid) => isUuid(uuid)));
  });
});

describe('validateHelplineRequest', () => {
  it('returns the normalised number as phone_number', () => {
    expect(validateHelplineRequest({ phone: '+92 300 1234567' })).toEqual({
      ok: true,
      value: { phone_number: '03001234567' },
    });
  });

  it.each(['', '12345', '021 1234567', 'call me'])("refuses %j with 'Enter Valid Mobile Number'", (phone) => {
    expect(validateHelplineRequest({ phone })).toEqual({ ok: false, message: 'Enter Valid Mobile Number' });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), (phone) => {
        const result = validateHelplineRequest({ phone });
        if (result.ok) expect(result.value.phone_number).toMatch(/^03[0-9]{9}$/);
        else expect(result.message).toBe('Enter Valid Mobile Number');
      }),
    );
  });
});

describe('validateDemoRequest', () => {
  const valid = {
    name: '  Ayesha Siddiqui ',
    email: ' ayesha@clinic.pk ',
    phone: '0300-1234567',
    demo_for: 'clinic' as const,
  };

  it('returns trimmed values and the normalised phone in the request body shape', () => {
    expect(validateDemoRequest(valid)).toEqual({
      ok: true,
      value: {
        name: 'Ayesha Siddiqui',
        phone_number: '03001234567',
        email: 'ayesha@clinic.pk',
        demo_for: 'clinic',
      },
    });
  });

  it('passes demo_for through unchanged', () => {
    const result = validateDemoRequest({ ...valid, demo_for: 'pharmacy' });
    expect(result.ok && result.value.demo_for).toBe('pharmacy');
  });

  it.each([
    ['name', { ...valid, name: '' }],
    ['name (spaces only)', { ...valid, name: '   ' }],
    ['email', { ...valid, email: '' }],
    ['phone', { ...valid, phone: ' ' }],
    ['everything', { name: '', email: '', phone: '', demo_for: 'pharmacy' as const }],
  ])("refuses a missing %s with 'Please fill in all the fields.'", (_field, input) => {
    expect(validateDemoRequest(input)).toEqual({ ok: false, message: 'Please fill in all the fields.' });
  });

  it("refuses a bad phone with 'Enter a valid Mobile Number'", () => {
    expect(validateDemoRequest({ ...valid, phone: '042 1234567' })).toEqual({
      ok: false,
      message: 'Enter a valid Mobile Number',
    });
  });

  it("refuses a bad email with 'Enter a valid email address'", () => {
    expect(validateDemoRequest({ ...valid, email: 'ayesha@clinic' })).toEqual({
      ok: false,
      message: 'Enter a valid email address',
    });
  });

  it('checks in the spec’s order: missing fields, then phone, then email', () => {
    expect(validateDemoRequest({ ...valid, name: '', phone: 'bad', email: 'bad' })).toEqual({
      ok: false,
      message: 'Please fill in all the fields.',
    });
    expect(validateDemoRequest({ ...valid, phone: 'bad', email: 'bad' })).toEqual({
      ok: false,
      message: 'Enter a valid Mobile Number',
    });
  });

  it('treats non-string fields from parsed JSON as missing instead of throwing', () => {
    const fromJson = JSON.parse(
      '{"name": 42, "email": null, "phone": ["0300"], "demo_for": "clinic"}',
    ) as Parameters<typeof validateDemoRequest>[0];
    expect(validateDemoRequest(fromJson)).toEqual({ ok: false, message: 'Please fill in all the fields.' });
  });
});
