import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { accounts, appointments, clinics, doctors, labs, patients, specialties } from '../db/schema';
import { fail, type OperationHandlers } from '../http/operation';
import type { SessionInfo } from '../services/sessions';
import { imageAnswer, PRIVATE_IMAGE_CACHE, PUBLIC_IMAGE_CACHE, storedImage } from '../services/images';

/** A doctor's name without the "Dr." title, so the generated image shows the name's initial, not a D. */
export function withoutTitle(name: string): string {
  return name.replace(/^\s*dr\.?\s+/i, '');
}

/**
 * Whether a signed-in doctor, clinic owner or staff member has an appointment with the patient (the patient
 * themself is checked by id before this). A clinic's appointments are those booked at it or with its doctors.
 */
async function seesPatient(db: Database, session: SessionInfo, patientId: number): Promise<boolean> {
  let reach: SQL | undefined;
  if (session.role === 'doctor') {
    reach = eq(appointments.doctorId, session.userId);
  } else if (session.role === 'clinic_owner') {
    const owned = db
      .select({ id: clinics.id })
      .from(clinics)
      .where(eq(clinics.ownerAccountId, session.accountId));
    reach = or(inArray(appointments.clinicId, owned), inArray(doctors.clinicId, owned));
  } else if (session.role === 'staff' && session.clinicId !== null) {
    reach = or(eq(appointments.clinicId, session.clinicId), eq(doctors.clinicId, session.clinicId));
  }
  if (!reach) return false;
  const [found] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(and(eq(appointments.patientId, patientId), reach))
    .limit(1);
  return found !== undefined;
}

/** Clinic, patient, doctor, lab and specialty images: stored where present, else a generated default. */
export function imageHandlers({
  db,
}: AppContext): Pick<
  OperationHandlers,
  'getClinicImage' | 'getPatientImage' | 'getDoctorImage' | 'getLabLogo' | 'getSpecialityImage'
> {
  return {
    async getClinicImage(request) {
      const [clinic] = await db
        .select({ name: clinics.name, image: clinics.image, imageType: clinics.imageType })
        .from(clinics)
        .where(eq(clinics.id, request.query.id))
        .limit(1);
      if (!clinic) throw fail.notFound('We could not find that clinic.');
      return imageAnswer({
        stored: storedImage(clinic.image, clinic.imageType),
        label: clinic.name,
        cacheControl: PUBLIC_IMAGE_CACHE,
        ifNoneMatch: request.headers['if-none-match'],
      });
    },

    async getPatientImage(request) {
      const session = request.session;
      if (!session) throw fail.unauthenticated();
      const id = request.query.id;
      // A patient may read only their own picture, and staff only their own patients' pictures. Whether another id
      // exists is none of their business: an unknown id is refused like someone else's (403), so ids cannot be
      // probed by the difference between a 403 and a 404.
      if (session.role === 'patient' && session.userId !== id) throw fail.forbidden();
      if (session.role !== 'patient' && !(await seesPatient(db, session, id))) {
        throw fail.forbidden('You can see the pictures of your own patients only.');
      }
      const [patient] = await db
        .select({ name: accounts.name, image: patients.image, imageType: patients.imageType })
        .from(patients)
        .innerJoin(accounts, eq(accounts.id, patients.accountId))
        .where(eq(patients.id, id))
        .limit(1);
      if (!patient) throw fail.notFound('We could not find that patient.');
      return imageAnswer({
        stored: storedImage(patient.image, patient.imageType),
        label: patient.name,
        cacheControl: PRIVATE_IMAGE_CACHE,
        ifNoneMatch: request.headers['if-none-match'],
      });
    },

    async getDoctorImage(request) {
      const [doctor] = await db
        .select({ name: accounts.name, image: doctors.image, imageType: doctors.imageType })
        .from(doctors)
        .innerJoin(accounts, eq(accounts.id, doctors.accountId))
        .where(eq(doctors.pmdc, request.query.pmdc))
        .limit(1);
      if (!doctor) throw fail.notFound('We could not find a doctor with that PMDC number.');
      return imageAnswer({
        stored: storedImage(doctor.image, doctor.imageType),
        label: withoutTitle(doctor.name),
        cacheControl: PUBLIC_IMAGE_CACHE,
        ifNoneMatch: request.headers['if-none-match'],
      });
    },

    async getLabLogo(request) {
      const [lab] = await db
        .select({ name: labs.name, logo: labs.logo, logoType: labs.logoType })
        .from(labs)
        .where(eq(labs.id, request.query.lab_id))
        .limit(1);
      if (!lab) throw fail.notFound('We could not find that lab.');
      return imageAnswer({
        stored: storedImage(lab.logo, lab.logoType),
        label: lab.name,
        cacheControl: PUBLIC_IMAGE_CACHE,
        ifNoneMatch: request.headers['if-none-match'],
      });
    },

    async getSpecialityImage(request) {
      const name = request.query.name.trim();
      const [specialty] = await db
        .select({ name: specialties.name, image: specialties.image, imageType: specialties.imageType })
        .from(specialties)
        .where(sql`lower(${specialties.name}) = ${name.toLowerCase()}`)
        .limit(1);
      if (!specialty) throw fail.notFound('We could not find that specialty.');
      return imageAnswer({
        stored: storedImage(specialty.image, specialty.imageType),
        label: specialty.name,
        cacheControl: PUBLIC_IMAGE_CACHE,
        ifNoneMatch: request.headers['if-none-match'],
      });
    },
  };
}
