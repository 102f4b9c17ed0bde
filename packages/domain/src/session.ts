/**
 * The stored session record (local storage, key `authToken`) and how the header shows the signed-in
 * person. Login state is read from this record at start; anything unreadable means "logged out",
 * because a corrupt record must not lock someone into a broken signed-in state.
 */

import { DISPLAY_NAME_MAX_LENGTH } from './constants';
import { isLoggedInRole } from './enums';
import { readStorageItem, removeStorageItem, writeStorageItem, type KeyValueStorage } from './storage';

/** Storage key of the session record (the spec's name, kept for compatibility with stored records). */
export const SESSION_STORAGE_KEY = 'authToken';

/** What the header shows after {@link DISPLAY_NAME_MAX_LENGTH} characters of a longer name. */
export const DISPLAY_NAME_ELLIPSIS = '…';

/** Shown in the avatar when the name has no first letter. */
export const AVATAR_FALLBACK_INITIAL = '?';

/** Fields every session record has. */
interface SessionRecordBase {
  /** Whether the account has been verified. */
  readonly verified: boolean;
  /** The person's name as entered; may be empty. */
  readonly name: string;
  /** The account's numeric id (a non-negative integer). */
  readonly user_id: number;
}

/** Session of a patient. */
export interface PatientSession extends SessionRecordBase {
  /** Always `'patient'`. */
  readonly role: 'patient';
}

/** Session of a clinic owner or clinic admin. */
export interface ClinicOwnerSession extends SessionRecordBase {
  /** Always `'clinic_owner'`. */
  readonly role: 'clinic_owner';
  /** The clinic they own or administer (a non-negative integer). */
  readonly clinic_id: number;
}

/** Session of a doctor. */
export interface DoctorSession extends SessionRecordBase {
  /** Always `'doctor'`. */
  readonly role: 'doctor';
  /** The doctor's PMDC registration number, as text (it can hold letters and dashes). */
  readonly pmdc: string;
}

/** Session of clinic staff, a hospital or a pharmacy: their work is in their own management system. */
export interface BusinessSession extends SessionRecordBase {
  /** `'staff'`, `'hospital'` or `'pharmacy'`. */
  readonly role: 'staff' | 'hospital' | 'pharmacy';
}

/** A signed-in session; the role decides which extra field is present. */
export type SessionRecord = PatientSession | ClinicOwnerSession | DoctorSession | BusinessSession;

/**
 * Checks a parsed value and returns a clean session record (unknown fields dropped), or `null` when
 * it is not one: not an object, `verified` not a boolean, `name` not a string, `user_id` not a
 * non-negative integer, a role that is not one of the six, a clinic owner without a valid
 * `clinic_id`, or a doctor without a non-blank `pmdc`. Staff, hospital and pharmacy records keep only
 * the common fields.
 */
export function parseSessionRecord(value: unknown): SessionRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const { verified, name, user_id: userId, role } = record;
  if (typeof verified !== 'boolean' || typeof name !== 'string' || !isId(userId)) return null;
  if (!isLoggedInRole(role)) return null;
  const base = { verified, name, user_id: userId };
  switch (role) {
    case 'patient':
    case 'staff':
    case 'hospital':
    case 'pharmacy':
      return { ...base, role };
    case 'clinic_owner':
      return isId(record['clinic_id']) ? { ...base, role, clinic_id: record['clinic_id'] } : null;
    case 'doctor': {
      const pmdc = record['pmdc'];
      return typeof pmdc === 'string' && pmdc.trim() !== '' ? { ...base, role, pmdc } : null;
    }
  }
}

function isId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

/**
 * Reads the session record from `storage` (local storage in the browser). Returns `null`, meaning
 * logged out, when there is no record, it is not JSON, it fails {@link parseSessionRecord}, or the
 * storage throws. Never throws.
 */
export function readSession(storage: KeyValueStorage): SessionRecord | null {
  const raw = readStorageItem(storage, SESSION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    return parseSessionRecord(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * Stores the session record as JSON, keeping only the fields of its role. Returns false (and stores
 * nothing) when the storage throws, e.g. when it is full or blocked.
 */
export function writeSession(storage: KeyValueStorage, record: SessionRecord): boolean {
  return writeStorageItem(storage, SESSION_STORAGE_KEY, JSON.stringify(sessionFields(record)));
}

function sessionFields(record: SessionRecord): SessionRecord {
  const base = { verified: record.verified, name: record.name, user_id: record.user_id };
  switch (record.role) {
    case 'patient':
    case 'staff':
    case 'hospital':
    case 'pharmacy':
      return { ...base, role: record.role };
    case 'clinic_owner':
      return { ...base, role: record.role, clinic_id: record.clinic_id };
    case 'doctor':
      return { ...base, role: record.role, pmdc: record.pmdc };
  }
}

/** Removes the session record (part of logout). Returns false when the storage throws. */
export function clearSession(storage: KeyValueStorage): boolean {
  return removeStorageItem(storage, SESSION_STORAGE_KEY);
}

/**
 * The name as the header shows it: trimmed, and when longer than 12 characters, the first 12 followed
 * by '…' (trailing spaces of the cut part dropped): `'Muhammad Abdullah'` → `'Muhammad Abd…'`.
 * Characters are counted by code point, so Urdu text and emoji are never split inside a surrogate
 * pair (a combined emoji sequence may still be cut between its code points).
 */
export function displayName(name: string): string {
  const characters = Array.from(name.trim());
  if (characters.length <= DISPLAY_NAME_MAX_LENGTH) return characters.join('');
  return characters.slice(0, DISPLAY_NAME_MAX_LENGTH).join('').trimEnd() + DISPLAY_NAME_ELLIPSIS;
}

/**
 * The letter the avatar shows when the picture fails to load: the first character of the trimmed
 * name, upper-cased (scripts without case, such as Urdu, are unchanged); '?' for a blank name.
 */
export function avatarInitial(name: string): string {
  const [first] = Array.from(name.trim());
  return first === undefined ? AVATAR_FALLBACK_INITIAL : first.toUpperCase();
}
