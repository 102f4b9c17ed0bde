import type { OperationId } from '@aafiyat/api';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { appointments, clinics, labs, specialties } from '../src/db/schema';
import { generateDoctor, insertDoctors } from '../src/seed/doctors';
import { doctorPortrait } from '../src/seed/portraits';
import { createRandom } from '../src/seed/random';
import { DEFAULT_IMAGE_TONES, defaultImageSvg, etagOf, matchesIfNoneMatch } from '../src/services/images';
import { expectContract, signInAs, startServer, type SignedIn, type TestServer } from './harness';

/** `count` generated doctors, as the demo data makes them. */
function generateDoctors(count: number) {
  const random = createRandom();
  return Array.from({ length: count }, (_, index) => generateDoctor(index, random));
}

// A valid 1 x 1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: TestServer;
let clinicA: number;
let clinicB: number;
let labId: number;
const who: Record<string, SignedIn> = {};

async function clinicOf(owner: SignedIn): Promise<number> {
  const [row] = await server.db
    .select({ id: clinics.id })
    .from(clinics)
    .where(eq(clinics.ownerAccountId, owner.accountId));
  if (!row) throw new Error('no clinic');
  return row.id;
}

beforeAll(async () => {
  server = await startServer();
  who.patientA = await signInAs(server, 'patient', { name: 'Bushra Aslam' });
  who.patientB = await signInAs(server, 'patient', { name: 'Omer Farooqi' });
  who.ownerA = await signInAs(server, 'clinic_owner', { name: 'Owner A' });
  who.ownerB = await signInAs(server, 'clinic_owner', { name: 'Owner B' });
  clinicA = await clinicOf(who.ownerA);
  clinicB = await clinicOf(who.ownerB);
  await server.db.update(clinics).set({ name: 'Noor Clinic' }).where(eq(clinics.id, clinicA));
  who.doctorA = await signInAs(server, 'doctor', {
    name: 'Dr. Sana Mirza',
    doctor: { pmdc: '99101-T', clinicId: clinicA },
  });
  who.doctorB = await signInAs(server, 'doctor', { name: 'Dr. Bilal Butt', doctor: { pmdc: '99102-T' } });
  who.staffA = await signInAs(server, 'staff', { clinicId: clinicA });
  who.staffB = await signInAs(server, 'staff', { clinicId: clinicB });
  who.hospital = await signInAs(server, 'hospital');
  // Patient A booked doctor A online (no clinic on the booking: clinic A reaches it through its doctor);
  // patient B booked doctor B in clinic B.
  await server.db.insert(appointments).values([
    {
      patientId: who.patientA.userId,
      doctorId: who.doctorA.userId,
      clinicId: null,
      type: 'online',
      date: '2024-06-03',
      time: '10:00',
      fee: 2500,
      paymentStatus: 0,
    },
    {
      patientId: who.patientB.userId,
      doctorId: who.doctorB.userId,
      clinicId: clinicB,
      type: 'in_clinic',
      date: '2024-06-04',
      time: '11:00',
      fee: 1500,
      paymentStatus: 1,
    },
  ]);
  const [lab] = await server.db
    .insert(labs)
    .values({
      name: 'Indus Path Lab',
      about: 'Pathology.',
      phone: '021-111-463-877',
      city: 'Karachi',
      address: 'SB-5, Block 13-C, Gulshan-e-Iqbal, Karachi',
    })
    .returning({ id: labs.id });
  labId = lab?.id ?? 0;
  await server.db.insert(specialties).values([{ name: 'Child Specialist' }, { name: 'Dermatologist' }]);
});
afterAll(async () => {
  await server.close();
});

async function image(
  id: OperationId,
  url: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const response = await server.app.inject({ method: 'GET', url, headers });
  expectContract(id, response);
  return response;
}

function expectGeneratedSvg(response: LightMyRequestResponse, initial: string) {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(response.headers.etag).toBe(etagOf(response.rawPayload));
  const svg = response.body;
  expect(svg).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="128" height="128" viewBox="0 0 128 128"/,
  );
  expect(svg).not.toMatch(/<script|\son[a-z]+=|href/i);
  expect(svg).toContain(`>${initial}</text>`);
  const tone = /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1];
  expect(DEFAULT_IMAGE_TONES).toContain(tone);
}

describe('generated default images', () => {
  it('uses tones that white text reads on at WCAG AA (4.5:1)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((index) => {
        const channel = parseInt(hex.slice(index, index + 2), 16) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const tone of DEFAULT_IMAGE_TONES) {
      expect((1 + 0.05) / (luminance(tone) + 0.05), tone).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is the same for the same name and escapes markup in names', () => {
    expect(defaultImageSvg('Noor Clinic').equals(defaultImageSvg('Noor Clinic'))).toBe(true);
    const tones = new Set(
      ['Ayesha', 'Bilal', 'Chughtai', 'Danish', 'Erum', 'Faisal', 'Ghazala', 'Hamid'].map(
        (name) => /fill="(#[0-9a-f]{6})"/.exec(defaultImageSvg(name).toString())?.[1],
      ),
    );
    expect(tones.size).toBeGreaterThan(1);
    const hostile = defaultImageSvg('<script>alert(1)</script>').toString();
    expect(hostile).not.toContain('<script>');
    expect(hostile).toContain('&#60;script&#62;');
  });

  it('matches If-None-Match lists, weak forms and *', () => {
    expect(matchesIfNoneMatch('"a", "b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('W/"b"', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('*', '"b"')).toBe(true);
    expect(matchesIfNoneMatch('"a"', '"b"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, '"b"')).toBe(false);
  });
});

describe('GET /api/clinic/image', () => {
  it('answers a generated image with an ETag and public caching, and 304 for a current copy', async () => {
    const response = await image('getClinicImage', `/api/clinic/image?id=${String(clinicA)}`);
    expectGeneratedSvg(response, 'N');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const etag = String(response.headers.etag);

    const again = await image('getClinicImage', `/api/clinic/image?id=${String(clinicA)}`, {
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');

    const stale = await image('getClinicImage', `/api/clinic/image?id=${String(clinicA)}`, {
      'if-none-match': '"stale"',
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers the stored image when the clinic has one', async () => {
    await server.db
      .update(clinics)
      .set({ image: PNG, imageType: 'image/png' })
      .where(eq(clinics.id, clinicB));
    const response = await image('getClinicImage', `/api/clinic/image?id=${String(clinicB)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers.etag).toBe(etagOf(PNG));
  });

  it('answers 404 for an unknown clinic and 400 for a bad id', async () => {
    expect((await image('getClinicImage', '/api/clinic/image?id=999999')).statusCode).toBe(404);
    expect((await image('getClinicImage', '/api/clinic/image?id=abc')).statusCode).toBe(400);
    expect((await image('getClinicImage', '/api/clinic/image')).statusCode).toBe(400);
  });
});

describe('GET /api/doctor/image', () => {
  it('answers the doctor’s initial, not the title’s', async () => {
    expectGeneratedSvg(await image('getDoctorImage', '/api/doctor/image?pmdc=99101-T'), 'S');
  });

  it("answers a demo doctor's drawn portrait, cached, compressed as accepted, 304 when current", async () => {
    await server.db.insert(specialties).values({ name: 'Cardiologist' }).onConflictDoNothing();
    const [doctor] = generateDoctors(1);
    if (!doctor) throw new Error('no doctor generated');
    await insertDoctors(server.db, [{ ...doctor, pmdc: '99103-T', phone: '03459910300' }]);
    const plain = await image('getDoctorImage', '/api/doctor/image?pmdc=99103-T');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(plain.body).toBe(doctorPortrait({ ...doctor, pmdc: '99103-T' }));
    expect(plain.body).not.toContain('</text>');
    expect(plain.headers['cache-control']).toBe('public, max-age=86400');
    expect(plain.headers.etag).toBe(etagOf(plain.rawPayload));
    // Brotli for a browser that takes it: a third of the size, its validator weak (other bytes, same drawing).
    const compressed = await image('getDoctorImage', '/api/doctor/image?pmdc=99103-T', {
      'accept-encoding': 'br',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(compressed.headers.etag).toBe(`W/${String(plain.headers.etag)}`);
    for (const validator of [plain.headers.etag, compressed.headers.etag]) {
      const current = await image('getDoctorImage', '/api/doctor/image?pmdc=99103-T', {
        'if-none-match': String(validator),
        'accept-encoding': 'br',
      });
      expect(current.statusCode).toBe(304);
    }
  });

  it('answers 404 for an unknown PMDC number and 400 for a malformed one', async () => {
    expect((await image('getDoctorImage', '/api/doctor/image?pmdc=12345-X')).statusCode).toBe(404);
    expect((await image('getDoctorImage', '/api/doctor/image?pmdc=%3Cx%3E')).statusCode).toBe(400);
  });
});

describe('GET /api/medical-test-labs/logo/get', () => {
  it('answers the lab’s generated logo, 404 for an unknown lab and 400 for a bad id', async () => {
    expectGeneratedSvg(
      await image('getLabLogo', `/api/medical-test-labs/logo/get?lab_id=${String(labId)}`),
      'I',
    );
    expect((await image('getLabLogo', '/api/medical-test-labs/logo/get?lab_id=999999')).statusCode).toBe(404);
    expect((await image('getLabLogo', '/api/medical-test-labs/logo/get?lab_id=x')).statusCode).toBe(400);
  });
});

describe('GET /api/speciality/image/get', () => {
  it('answers a specialty by its URL-encoded name, in any case', async () => {
    const response = await image('getSpecialityImage', '/api/speciality/image/get?name=Child%20Specialist');
    expectGeneratedSvg(response, 'C');
    const lower = await image('getSpecialityImage', '/api/speciality/image/get?name=child+specialist');
    expect(lower.statusCode).toBe(200);
    expect(lower.headers.etag).toBe(response.headers.etag);
  });

  it('answers 404 for an unknown specialty and 400 for a too-short name', async () => {
    const unknown = await image('getSpecialityImage', '/api/speciality/image/get?name=Astrologer');
    expect(unknown.statusCode).toBe(404);
    expect((await image('getSpecialityImage', '/api/speciality/image/get?name=x')).statusCode).toBe(400);
  });
});

describe('GET /api/patient/image', () => {
  const url = (patient: SignedIn | number) =>
    `/api/patient/image?id=${String(typeof patient === 'number' ? patient : patient.userId)}`;
  const as = (
    caller: SignedIn | undefined,
    patient: SignedIn | number,
    headers: Record<string, string> = {},
  ) => image('getPatientImage', url(patient), caller ? { cookie: caller.cookie, ...headers } : headers);
  const signedIn = (name: string): SignedIn => {
    const caller = who[name];
    if (!caller) throw new Error(`no ${name}`);
    return caller;
  };

  it('answers 401 without a session and 403 for a role that never sees patients', async () => {
    expect((await as(undefined, signedIn('patientA'))).statusCode).toBe(401);
    expect((await as(signedIn('hospital'), signedIn('patientA'))).statusCode).toBe(403);
  });

  it('lets patients read their own picture only, never cached', async () => {
    const own = await as(signedIn('patientA'), signedIn('patientA'));
    expectGeneratedSvg(own, 'B');
    expect(own.headers['cache-control']).toBe('private, no-store');
    const notModified = await as(signedIn('patientA'), signedIn('patientA'), {
      'if-none-match': String(own.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['cache-control']).toBe('private, no-store');

    expect((await as(signedIn('patientA'), signedIn('patientB'))).statusCode).toBe(403);
    expect((await as(signedIn('patientA'), 999_999)).statusCode).toBe(403);
  });

  it('lets doctors, clinic owners and staff read only patients with an appointment with them', async () => {
    const cases: [string, string, number][] = [
      ['doctorA', 'patientA', 200],
      ['doctorA', 'patientB', 403],
      ['doctorB', 'patientB', 200],
      ['ownerA', 'patientA', 200],
      ['ownerA', 'patientB', 403],
      ['ownerB', 'patientB', 200],
      ['ownerB', 'patientA', 403],
      ['staffA', 'patientA', 200],
      ['staffA', 'patientB', 403],
      ['staffB', 'patientB', 200],
    ];
    for (const [caller, patient, status] of cases) {
      const response = await as(signedIn(caller), signedIn(patient));
      expect(response.statusCode, `${caller} reading ${patient}`).toBe(status);
    }
    const forbidden = await as(signedIn('doctorA'), signedIn('patientB'));
    expect(forbidden.json<{ message: string }>().message).toMatch(/your own patients/);
  });

  it('refuses an unknown patient like another’s (no probing ids by 403 against 404), and a bad id with 400', async () => {
    const unknown = await as(signedIn('doctorA'), 999_999);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toEqual((await as(signedIn('doctorA'), signedIn('patientB'))).json());
    const bad = await image('getPatientImage', '/api/patient/image?id=abc', {
      cookie: signedIn('doctorA').cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});
