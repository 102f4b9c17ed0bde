import type { Schema } from '@aafiyat/api';
import { DATE_OUT_OF_RANGE_MESSAGE, checkBookableDate } from '@aafiyat/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context';
import { labBookings, labBranches, labCategories, labs, labTests } from '../db/schema';
import { fail, HttpError, type OperationHandlers } from '../http/operation';
import { storedPhone } from './marketing';

type LabCategory = Schema<'LabCategory'>;

const UNKNOWN_LAB = 'We could not find that lab.';
const UNKNOWN_BRANCH = 'We could not find that lab branch.';

/** Stored coordinates are text; the contract wants numbers (0 when a row has none, which the seed never leaves). */
function coordinate(value: string | null): number {
  const parsed = Number(value);
  return value !== null && Number.isFinite(parsed) ? parsed : 0;
}

/** The medical test labs: the list, a lab's details, its branches, a branch's catalogue, and bookings. */
export function labHandlers({
  db,
  sms,
}: AppContext): Pick<
  OperationHandlers,
  'listMedicalTestLabs' | 'getLabInfo' | 'listLabBranches' | 'listLabCategories' | 'bookLabTest'
> {
  async function labById(id: number) {
    const [lab] = await db.select().from(labs).where(eq(labs.id, id)).limit(1);
    return lab;
  }

  async function branchById(id: number) {
    const [branch] = await db.select().from(labBranches).where(eq(labBranches.id, id)).limit(1);
    return branch;
  }

  /** A branch's categories, each with its tests (both in their stored order). */
  async function catalogueOf(branchId: number): Promise<LabCategory[]> {
    const categories = await db
      .select({ id: labCategories.id, name: labCategories.name })
      .from(labCategories)
      .where(eq(labCategories.branchId, branchId))
      .orderBy(asc(labCategories.id));
    if (categories.length === 0) return [];
    const tests = await db
      .select({
        id: labTests.id,
        categoryId: labTests.categoryId,
        name: labTests.name,
        price: labTests.price,
      })
      .from(labTests)
      .where(
        inArray(
          labTests.categoryId,
          categories.map((category) => category.id),
        ),
      )
      .orderBy(asc(labTests.id));
    return categories.map((category) => ({
      id: category.id,
      name: category.name,
      tests: tests
        .filter((test) => test.categoryId === category.id)
        .map(({ id, name, price }) => ({ id, name, price })),
    }));
  }

  return {
    async listMedicalTestLabs() {
      const rows = await db
        .select({ id: labs.id, lab_name: labs.name })
        .from(labs)
        .orderBy(asc(labs.name), asc(labs.id));
      return { status: 200, body: { data: { medical_test_labs_all: rows } } };
    },

    async getLabInfo(request) {
      const lab = await labById(request.query.lab_id);
      if (!lab) throw fail.notFound(UNKNOWN_LAB);
      return {
        status: 200,
        body: {
          data: {
            id: lab.id,
            lab_name: lab.name,
            about: lab.about,
            address: lab.address,
            phone: lab.phone,
            city: lab.city,
            lat: coordinate(lab.latitude),
            lng: coordinate(lab.longitude),
          },
        },
      };
    },

    async listLabBranches(request) {
      const labId = request.query.lab_id;
      if (!(await labById(labId))) throw fail.notFound(UNKNOWN_LAB);
      const rows = await db
        .select()
        .from(labBranches)
        .where(eq(labBranches.labId, labId))
        .orderBy(asc(labBranches.city), asc(labBranches.name), asc(labBranches.id));
      return {
        status: 200,
        body: {
          data: rows.map((branch) => ({
            id: branch.id,
            lab_id: branch.labId,
            branch_name: branch.name,
            address: branch.address,
            city: branch.city,
            phone: branch.phone,
            lat: coordinate(branch.latitude),
            lng: coordinate(branch.longitude),
          })),
        },
      };
    },

    async listLabCategories(request) {
      const branchId = request.query.lab_branch_id;
      if (!(await branchById(branchId))) throw fail.notFound(UNKNOWN_BRANCH);
      return { status: 200, body: { data: await catalogueOf(branchId) } };
    },

    async bookLabTest(request) {
      const body = request.body;
      const phone = storedPhone(body.phone_number);
      const lab = await labById(body.lab_id);
      if (!lab) throw fail.notFound(UNKNOWN_LAB);
      const branch = await branchById(body.lab_branch_id);
      // A branch of another lab is as unknown as a missing one.
      if (!branch || branch.labId !== lab.id) throw fail.notFound(UNKNOWN_BRANCH);

      // A lab visit, like an appointment, may be booked for today to 60 days ahead (Pakistan time).
      const window = checkBookableDate(body.preferred_date, new Date());
      if (window === 'in_past') {
        const message = 'Please choose today or a later date.';
        throw fail.badRequest(message, 'date_in_past', [{ path: 'body/preferred_date', message }]);
      }
      if (window !== 'bookable') {
        throw fail.badRequest(DATE_OUT_OF_RANGE_MESSAGE, 'date_out_of_range', [
          { path: 'body/preferred_date', message: DATE_OUT_OF_RANGE_MESSAGE },
        ]);
      }

      const catalogue = await catalogueOf(branch.id);
      const category =
        body.category_id === undefined
          ? undefined
          : catalogue.find((candidate) => candidate.id === body.category_id);
      if (body.category_id !== undefined && !category) {
        const message = 'This branch does not offer that test category.';
        throw fail.badRequest(message, 'validation_failed', [{ path: 'body/category_id', message }]);
      }
      const offered = new Map(catalogue.flatMap((entry) => entry.tests).map((test) => [test.id, test]));
      const testIds = [...(body.test_ids ?? [])].sort((left, right) => left - right);
      const missing = testIds.filter((id) => !offered.has(id));
      if (missing.length > 0) {
        const message =
          missing.length === 1
            ? 'One of the chosen tests is not offered at this branch.'
            : 'Some of the chosen tests are not offered at this branch.';
        throw fail.badRequest(message, 'validation_failed', [{ path: 'body/test_ids', message }]);
      }

      const tests = testIds.flatMap((id) => {
        const test = offered.get(id);
        return test ? [test] : [];
      });
      const requestKey = [
        branch.id,
        body.preferred_date,
        phone,
        `t${testIds.join(',')}`,
        `c${String(body.category_id ?? '')}`,
      ].join('|');
      const [row] = await db
        .insert(labBookings)
        .values({
          labId: lab.id,
          branchId: branch.id,
          name: body.name.trim(),
          phone,
          preferredDate: body.preferred_date,
          requestKey,
          details: {
            test_ids: testIds,
            category_id: body.category_id ?? null,
            tests,
            category: category ? { id: category.id, name: category.name } : null,
          },
        })
        .onConflictDoNothing({ target: labBookings.requestKey })
        .returning({ id: labBookings.id });
      if (!row) {
        throw new HttpError(
          409,
          'You have already booked these tests at this branch for that date.',
          'booking_exists',
        );
      }

      try {
        await sms.send({
          to: phone,
          text: `Aafiyat: your booking #${String(row.id)} at ${lab.name}, ${branch.name} for ${body.preferred_date} is received. The lab will call you to confirm.`,
        });
      } catch (error) {
        // The booking stands; the lab calls back whatever the SMS did.
        request.log.warn({ err: error, bookingId: row.id }, 'lab booking confirmation SMS failed');
      }
      request.log.info({ bookingId: row.id, labId: lab.id, branchId: branch.id }, 'lab test booked');
      return { status: 201, body: { booking_id: row.id, status: 'requested' } };
    },
  };
}
