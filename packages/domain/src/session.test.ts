import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  AVATAR_FALLBACK_INITIAL,
  avatarInitial,
  clearSession,
  DISPLAY_NAME_ELLIPSIS,
  displayName,
  parseSessionRecord,
  readSession,
  SESSION_STORAGE_KEY,
  writeSession,
  type SessionRecord,
} from './session';
import { memoryStorage, readOnlyStorage, throwingStorage } from './test-support/memoryStorage';

const patient: SessionRecord = { verified: true, name: 'Ayesha Siddiqui', role: 'patient', user_id: 17 };
const clinicOwner: SessionRecord = {
  verified: true,
  name: 'Dr. Imran Qureshi',
  role: 'clinic_owner',
  user_id: 3,
  clinic_id: 41,
};
const doctor: SessionRecord = {
  verified: false,
  name: 'Sara Malik',
  role: 'doctor',
  user_id: 9,
  pmdc: '12345-P',
};

const staff: SessionRecord = { verified: true, name: 'Sidra Parveen', role: 'staff', user_id: 412 };
const hospital: SessionRecord = { verified: true, name: 'Mehran General', role: 'hospital', user_id: 903 };
const pharmacy: SessionRecord = { verified: false, name: 'Rehbar Pharmacy', role: 'pharmacy', user_id: 1204 };

const ids = fc.nat({ max: Number.MAX_SAFE_INTEGER });
const sessionRecords: fc.Arbitrary<SessionRecord> = fc.oneof(
  fc.record({
    verified: fc.boolean(),
    name: fc.string(),
    user_id: ids,
    role: fc.constant('patient' as const),
  }),
  fc.record({
    verified: fc.boolean(),
    name: fc.string(),
    user_id: ids,
    role: fc.constant('clinic_owner' as const),
    clinic_id: ids,
  }),
  fc.record({
    verified: fc.boolean(),
    name: fc.string(),
    user_id: ids,
    role: fc.constant('doctor' as const),
    pmdc: fc.string({ minLength: 1 }).filter((pmdc) => pmdc.trim() !== ''),
  }),
  fc.record({
    verified: fc.boolean(),
    name: fc.string(),
    user_id: ids,
    role: fc.constantFrom('staff' as const, 'hospital' as const, 'pharmacy' as const),
  }),
);

function isWellFormed(record: SessionRecord): boolean {
  const common =
    typeof record.verified === 'boolean' &&
    typeof record.name === 'string' &&
    Number.isSafeInteger(record.user_id) &&
    record.user_id >= 0;
  switch (record.role) {
    case 'patient':
    case 'staff':
    case 'hospital':
    case 'pharmacy':
      return common;
    case 'clinic_owner':
      return common && Number.isSafeInteger(record.clinic_id) && record.clinic_id >= 0;
    case 'doctor':
      return common && record.pmdc.trim() !== '';
  }
}

describe('SESSION_STORAGE_KEY', () => {
  it("is 'authToken'", () => {
    expect(SESSION_STORAGE_KEY).toBe('authToken');
  });
});

describe('parseSessionRecord', () => {
  it.each([
    ['patient', patient],
    ['clinic owner', clinicOwner],
    ['doctor', doctor],
    ['clinic staff', staff],
    ['hospital', hospital],
    ['pharmacy', pharmacy],
  ])('accepts a %s record', (_role, record) => {
    expect(parseSessionRecord(record)).toEqual(record);
  });

  it('drops fields that do not belong to the role', () => {
    expect(parseSessionRecord({ ...patient, clinic_id: 4, pmdc: 'x', token: 'secret' })).toEqual(patient);
    // The server answers a staff member's clinic too; the header needs only who they are.
    expect(parseSessionRecord({ ...staff, clinic_id: 12 })).toEqual(staff);
  });

  it.each([
    ['null', null],
    ['a string', 'patient'],
    ['an array', [patient]],
    ['verified as a string', { ...patient, verified: 'true' }],
    ['a missing name', { verified: true, role: 'patient', user_id: 1 }],
    ['a numeric-string user_id', { ...patient, user_id: '17' }],
    ['a negative user_id', { ...patient, user_id: -1 }],
    ['a fractional user_id', { ...patient, user_id: 1.5 }],
    ['an unknown role', { ...patient, role: 'admin' }],
    ['a role in capitals', { ...patient, role: 'STAFF' }],
    ['a clinic owner without clinic_id', { ...patient, role: 'clinic_owner' }],
    ['a clinic owner with a string clinic_id', { ...patient, role: 'clinic_owner', clinic_id: '41' }],
    ['a doctor without pmdc', { ...patient, role: 'doctor' }],
    ['a doctor with a blank pmdc', { ...patient, role: 'doctor', pmdc: '  ' }],
    ['a doctor with a numeric pmdc', { ...patient, role: 'doctor', pmdc: 12345 }],
  ])('refuses %s', (_case, value) => {
    expect(parseSessionRecord(value)).toBeNull();
  });
});

describe('readSession', () => {
  it('reads a stored record', () => {
    const storage = memoryStorage({ authToken: JSON.stringify(doctor) });
    expect(readSession(storage)).toEqual(doctor);
  });

  it('reads no record as logged out', () => {
    expect(readSession(memoryStorage())).toBeNull();
  });

  it.each(['', 'undefined', '{', 'null', '"patient"', '{"role":"patient"}', '[]'])(
    'reads the malformed record %j as logged out',
    (raw) => {
      expect(readSession(memoryStorage({ authToken: raw }))).toBeNull();
    },
  );

  it('reads a storage that throws as logged out', () => {
    expect(readSession(throwingStorage())).toBeNull();
  });

  it('never throws on arbitrary stored strings, and gives null or a well-formed record', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), (raw) => {
        const session = readSession(memoryStorage({ authToken: raw }));
        expect(session === null || isWellFormed(session)).toBe(true);
      }),
    );
  });

  it('never throws on arbitrary JSON values, and gives null or a well-formed record', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const session = parseSessionRecord(value);
        expect(session === null || isWellFormed(session)).toBe(true);
      }),
    );
  });

  it('accepts arbitrary JSON objects that carry valid session fields', () => {
    fc.assert(
      fc.property(sessionRecords, fc.dictionary(fc.string(), fc.jsonValue()), (record, extra) => {
        expect(parseSessionRecord({ ...extra, ...record })).toEqual(record);
      }),
    );
  });
});

describe('writeSession', () => {
  it('stores the record as JSON under authToken, keeping only the role’s fields', () => {
    const storage = memoryStorage();
    const withExtra = { ...clinicOwner, token: 'secret' } as SessionRecord;
    expect(writeSession(storage, withExtra)).toBe(true);
    expect(JSON.parse(storage.entries.get('authToken') ?? 'null')).toEqual(clinicOwner);
  });

  it('round-trips every well-formed record through storage', () => {
    fc.assert(
      fc.property(sessionRecords, (record) => {
        const storage = memoryStorage();
        writeSession(storage, record);
        expect(readSession(storage)).toEqual(record);
      }),
    );
  });

  it('reports a storage that refuses the write', () => {
    expect(writeSession(readOnlyStorage(), patient)).toBe(false);
    expect(writeSession(throwingStorage(), doctor)).toBe(false);
  });
});

describe('clearSession', () => {
  it('removes the record so the next read is logged out', () => {
    const storage = memoryStorage();
    writeSession(storage, patient);
    expect(clearSession(storage)).toBe(true);
    expect(readSession(storage)).toBeNull();
  });

  it('reports a storage that throws', () => {
    expect(clearSession(throwingStorage())).toBe(false);
  });
});

describe('displayName', () => {
  it('cuts names longer than 12 characters and adds an ellipsis', () => {
    expect(DISPLAY_NAME_ELLIPSIS).toBe('…');
    expect(displayName('Muhammad Abdullah')).toBe('Muhammad Abd…');
  });

  it('leaves names of up to 12 characters unchanged', () => {
    expect(displayName('Ali')).toBe('Ali');
    expect(displayName('Muhammad Ali')).toBe('Muhammad Ali');
    expect(displayName('')).toBe('');
  });

  it('trims the name, and spaces before the ellipsis', () => {
    expect(displayName('  Sara Malik  ')).toBe('Sara Malik');
    expect(displayName('Abdul Rehman Khan')).toBe('Abdul Rehman…');
    expect(displayName('Syed Ali     Raza')).toBe('Syed Ali…');
  });

  it('counts by code point, so emoji and Urdu are never split inside a surrogate pair', () => {
    expect(displayName('👩‍⚕️👩‍⚕️👩‍⚕️ Dr Zainab')).toBe('👩‍⚕️👩‍⚕️👩‍⚕️…');
    expect(displayName('😀'.repeat(13))).toBe(`${'😀'.repeat(12)}…`);
    expect(displayName('محمد عبداللہ خان')).toBe('محمد عبداللہ…');
  });

  it('never gives more than 12 characters plus the ellipsis, nor a broken surrogate', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const shown = Array.from(displayName(name));
        expect(shown.length).toBeLessThanOrEqual(13);
        expect(shown.join('')).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
      }),
    );
  });
});

describe('avatarInitial', () => {
  it('is the first letter, upper-cased', () => {
    expect(avatarInitial('ayesha')).toBe('A');
    expect(avatarInitial('  imran')).toBe('I');
  });

  it('keeps characters that have no case and whole emoji', () => {
    expect(avatarInitial('علی')).toBe('ع');
    expect(avatarInitial('😀 smile')).toBe('😀');
  });

  it("is '?' for a blank name", () => {
    expect(AVATAR_FALLBACK_INITIAL).toBe('?');
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial('   ')).toBe('?');
  });
});
