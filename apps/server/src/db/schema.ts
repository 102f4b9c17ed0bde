// The database schema: one for PGlite and PostgreSQL alike (drizzle's pg-core). Migrations are generated from
// it (`npm run db:generate -w @aafiyat/server`) and run at start.
import type { ConsultationLanguage, DoctorGender, Qualification } from '@aafiyat/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Binary content (images, attachments), as `bytea`. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array | Buffer }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Every signed-in identity: one row per account of any role, with its login handles and password. */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    role: text('role', {
      enum: ['patient', 'clinic_owner', 'doctor', 'staff', 'hospital', 'pharmacy'],
    }).notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    passwordHash: text('password_hash'),
    verified: boolean('verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('accounts_role_phone').on(table.role, table.phone),
    uniqueIndex('accounts_role_email').on(table.role, table.email),
    // Doctor search pages in name order: walking this index (role = 'doctor') avoids sorting every doctor.
    index('accounts_role_name').on(table.role, table.name),
  ],
);

export const patients = pgTable('patients', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id),
  chronicDiseases: jsonb('chronic_diseases').$type<string[]>().notNull().default([]),
  image: bytea('image'),
  imageType: text('image_type'),
});

export const clinics = pgTable(
  'clinics',
  {
    id: serial('id').primaryKey(),
    ownerAccountId: integer('owner_account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    // The branch's own name (`DHA Phase 6`) beside the clinic's (`Shifa Family Clinic`); a clinic's first
    // branch from sign-up has none until the owner names it.
    branchName: text('branch_name'),
    city: text('city').notNull(),
    address: text('address').notNull(),
    // Where the branch is, for its maps link (decimal degrees, as the labs' branches); none until the owner says.
    latitude: text('latitude'),
    longitude: text('longitude'),
    branchCode: text('branch_code').notNull().unique(),
    packageId: integer('package_id'),
    image: bytea('image'),
    imageType: text('image_type'),
    createdAt: createdAt(),
  },
  (table) => [index('clinics_owner').on(table.ownerAccountId)],
);

/** Hospitals and pharmacies: a business account with its profile. */
export const businesses = pgTable('businesses', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id),
  facilityType: smallint('facility_type').notNull(),
  businessName: text('business_name').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  packageId: integer('package_id'),
});

export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .unique()
    .references(() => accounts.id),
  clinicId: integer('clinic_id')
    .notNull()
    .references(() => clinics.id),
});

export const doctors = pgTable(
  'doctors',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id),
    pmdc: text('pmdc').notNull().unique(),
    // The account's name, copied here (doctors' names never change after they are added) so that search filters,
    // ranks and pages doctors from this table alone: no join with accounts until the page is known.
    name: text('name').notNull(),
    specialty: text('specialty').notNull(),
    city: text('city').notNull(),
    fee: integer('fee').notNull(),
    workingDays: jsonb('working_days').$type<number[]>().notNull(),
    // The working days as bits (Sunday 1, Monday 2, … Saturday 64), kept by the database from `working_days`: the
    // search's "available today" and "soonest available" read it with integer arithmetic, not seven jsonb tests
    // per doctor.
    workingDaysMask: integer('working_days_mask').generatedAlwaysAs(
      sql.raw(
        Array.from(
          { length: 7 },
          (_, day) =>
            `(case when working_days @> '[${String(day)}]'::jsonb then ${String(1 << day)} else 0 end)`,
        ).join(' + '),
      ),
    ),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    isOnline: boolean('is_online').notNull().default(false),
    experienceYears: integer('experience_years').notNull(),
    clinicId: integer('clinic_id').references(() => clinics.id),
    // The profile beyond the search's basics (`@aafiyat/domain`'s doctorProfile): what a doctor who signed up has
    // not said yet is null or empty.
    gender: text('gender').$type<DoctorGender>(),
    languages: jsonb('languages').$type<ConsultationLanguage[]>().notNull().default([]),
    qualifications: jsonb('qualifications').$type<Qualification[]>().notNull().default([]),
    bio: text('bio'),
    // The fee of an online consultation (`fee` is the in-clinic one); null for a doctor who does not consult online.
    onlineFee: integer('online_fee'),
    // The patients' ratings, kept as a sum and a count, so a new rating updates both in one statement and the
    // average (`ratingAverage`) is never out of step with them.
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    // Lower-cased name, specialty, city and clinic name (clinics are never renamed and a doctor's clinic is set
    // when the doctor is added), for the free-text search; the trigram index below answers `LIKE '%word%'`.
    searchText: text('search_text').notNull(),
    image: bytea('image'),
    imageType: text('image_type'),
  },
  (table) => [
    index('doctors_city_specialty').on(table.city, table.specialty),
    index('doctors_specialty').on(table.specialty),
    index('doctors_online_city').on(table.isOnline, table.city),
    // Pages in name order walk this index and stop at the page; within a city, the second one.
    index('doctors_name').on(table.name, table.id),
    index('doctors_city_name').on(table.city, table.name, table.id),
    // Free text: each word is a `LIKE '%word%'`, which the pg_trgm extension's GIN index answers without a scan.
    index('doctors_search_text').using('gin', table.searchText.op('gin_trgm_ops')),
    // A profile's address names its doctor by PMDC number in lower case.
    index('doctors_pmdc_lower').on(sql`lower(${table.pmdc})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // The SHA-256 of the cookie's token: a leaked database does not leak live sessions.
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    clinicId: integer('clinic_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_account').on(table.accountId)],
);

/** One-time codes: stored hashed, with their purpose, expiry and wrong tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    purpose: text('purpose').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumed: boolean('consumed').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('otp_codes_phone').on(table.phone, table.purpose, table.createdAt)],
);

/** Short-lived tokens a verified forgotten-password code hands out. */
export const resetTokens = pgTable('reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  used: boolean('used').notNull().default(false),
});

/** The `outbox` SMS provider's messages (development and tests sign in by reading them). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('sms_outbox_to').on(table.to, table.id)],
);

export const demoRequests = pgTable(
  'demo_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    product: text('product').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('demo_requests_phone').on(table.phone, table.product, table.createdAt),
    index('demo_requests_email').on(table.email, table.product, table.createdAt),
  ],
);

/**
 * Helpline call-backs: one per number per day in Pakistan. `received_on` is that day (`YYYY-MM-DD`), unique with
 * the number, so a repeat (or two sent at once) inserts nothing. Repeats stored before the rule have no day.
 */
export const helplineRequests = pgTable(
  'helpline_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: text('phone').notNull(),
    receivedOn: text('received_on'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('helpline_requests_phone_day').on(table.phone, table.receivedOn)],
);

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  channel: text('channel', { enum: ['general', 'clinic'] }).notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** The file sent with a contact message (at most one per message), checked like a patient's attachment. */
export const contactAttachments = pgTable(
  'contact_attachments',
  {
    id: serial('id').primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('contact_attachments_message').on(table.messageId)],
);

export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  facilityType: smallint('facility_type').notNull(),
  tier: smallint('tier').notNull(),
  packageName: text('package_name').notNull(),
  title: text('title').notNull(),
  amount: integer('amount').notNull(),
  discount: integer('discount').notNull(),
  durationMonths: integer('duration_months').notNull(),
  isButton: boolean('is_btn').notNull(),
  features: jsonb('features').$type<{ id: number; description: string }[]>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const labs = pgTable('labs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  about: text('about').notNull(),
  phone: text('phone').notNull(),
  city: text('city').notNull(),
  address: text('address').notNull(),
  latitude: text('latitude'),
  longitude: text('longitude'),
  logo: bytea('logo'),
  logoType: text('logo_type'),
});

export const labBranches = pgTable(
  'lab_branches',
  {
    id: serial('id').primaryKey(),
    labId: integer('lab_id')
      .notNull()
      .references(() => labs.id),
    name: text('name').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    latitude: text('latitude'),
    longitude: text('longitude'),
  },
  (table) => [index('lab_branches_lab').on(table.labId)],
);

export const labCategories = pgTable(
  'lab_categories',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => labBranches.id),
    name: text('name').notNull(),
  },
  (table) => [index('lab_categories_branch').on(table.branchId)],
);

export const labTests = pgTable(
  'lab_tests',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => labCategories.id),
    name: text('name').notNull(),
    price: integer('price').notNull(),
  },
  (table) => [index('lab_tests_category').on(table.categoryId)],
);

export const labBookings = pgTable(
  'lab_bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    labId: integer('lab_id').notNull(),
    branchId: integer('branch_id').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    preferredDate: text('preferred_date').notNull(),
    // Branch, date, phone and the sorted tests/category in one string: the same booking twice is a 409 even
    // when two requests race (the unique index decides, not a read before the write).
    requestKey: text('request_key').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('lab_bookings_request_key').on(table.requestKey),
    index('lab_bookings_branch_date').on(table.branchId, table.preferredDate),
  ],
);

export const specialties = pgTable('specialties', {
  name: text('name').primaryKey(),
  image: bytea('image'),
  imageType: text('image_type'),
});

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    clinicId: integer('clinic_id'),
    type: text('type', { enum: ['in_clinic', 'online'] }).notNull(),
    date: text('date').notNull(),
    time: text('time').notNull(),
    fee: integer('fee').notNull(),
    paymentStatus: smallint('payment_status').notNull(),
    createdAt: createdAt(),
    // While unpaid, the booking holds its time until then (`bookingState` of `@aafiyat/domain`); null for one
    // booked before holds.
    heldUntil: timestamp('held_until', { withTimezone: true }),
    // The patient pays at the clinic (an in-clinic visit only): the time is kept without online payment.
    payAtClinic: boolean('pay_at_clinic').notNull().default(false),
    // Another patient booked the time after this booking's hold ran out unpaid.
    released: boolean('released').notNull().default(false),
  },
  (table) => [
    index('appointments_patient').on(table.patientId, table.date),
    index('appointments_doctor_date').on(table.doctorId, table.date),
    // One booking per slot, but for those whose time was given to another patient.
    uniqueIndex('appointments_doctor_slot')
      .on(table.doctorId, table.date, table.time)
      .where(sql`not ${table.released}`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id),
    txnRef: text('txn_ref').notNull().unique(),
    status: smallint('status').notNull(),
    responseCode: text('response_code'),
    message: text('message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_appointment').on(table.appointmentId)],
);

export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('attachments_patient').on(table.patientId)],
);

export const calls = pgTable(
  'calls',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id),
    doctorId: integer('doctor_id').notNull(),
    patientId: integer('patient_id').notNull(),
    status: text('status', { enum: ['ringing', 'accepted', 'declined', 'missed', 'ended'] }).notNull(),
    createdAt: createdAt(),
    /** When the patient answered; null while ringing and for calls never answered. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** When the patient of a missed or declined call last told the doctor they are ready. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (table) => [
    // One live (ringing or connected) call per doctor and per patient: the index refuses a second one even
    // when two requests race, across server processes.
    uniqueIndex('calls_doctor_live')
      .on(table.doctorId)
      .where(sql`${table.status} in ('ringing', 'accepted')`),
    uniqueIndex('calls_patient_live')
      .on(table.patientId)
      .where(sql`${table.status} in ('ringing', 'accepted')`),
    index('calls_appointment').on(table.appointmentId),
    // A patient's missed calls of today, newest first.
    index('calls_patient_created').on(table.patientId, table.createdAt),
  ],
);

/**
 * Patients' reviews of doctors, each from one completed visit (`reviewEligibility` of `@aafiyat/domain`): one per
 * appointment, kept by the unique index even when two requests race. The doctor's `rating_sum` and
 * `rating_count` change in the same transaction as a review is added.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .unique()
      .references(() => appointments.id),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => doctors.id),
    patientId: integer('patient_id')
      .notNull()
      .references(() => patients.id),
    rating: smallint('rating').notNull(),
    // Plain text as `normalizeReviewText` wrote it; may be empty.
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    // A doctor's reviews, newest first, a page at a time.
    index('reviews_doctor_created').on(table.doctorId, table.createdAt, table.id),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
