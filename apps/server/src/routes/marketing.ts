import {
  DEMO_INVALID_PHONE_MESSAGE,
  DEMO_REQUEST_FAILED_MESSAGE,
  HELPLINE_INVALID_PHONE_MESSAGE,
  normalizeMobileNumber,
} from '@aafiyat/domain';
import { and, eq, gt, or } from 'drizzle-orm';
import type { AppContext } from '../context';
import { contactMessages, demoRequests, helplineRequests } from '../db/schema';
import { fail, type OperationHandlers } from '../http/operation';

const DAY_MS = 24 * 60 * 60 * 1000;
const SLIDE_PRODUCTS = ['clinic', 'pharmacy', 'hospital'] as const;

/** The contract lets `demo_for` be a hero slide (0–2) or a product; duplicates are judged per product. */
export function productOf(demoFor: number | string): string {
  return typeof demoFor === 'number' ? (SLIDE_PRODUCTS[demoFor] ?? 'clinic') : demoFor;
}

/** Stored numbers are in the one 03XXXXXXXXX form, so `3001234567` and `03001234567` are the same person. */
export function storedPhone(phone: string, message = DEMO_INVALID_PHONE_MESSAGE): string {
  const normalized = normalizeMobileNumber(phone);
  if (!normalized)
    throw fail.badRequest(message, 'validation_failed', [{ path: 'body/phone_number', message }]);
  return normalized;
}

/** Demo requests, helpline call-backs and contact messages: stored for the sales and support teams. */
export function marketingHandlers({
  db,
}: AppContext): Pick<
  OperationHandlers,
  'addDemoRequest' | 'addHelplineCallback' | 'addContactUs' | 'clinicContactUs'
> {
  return {
    async addDemoRequest(request) {
      const { name, email, demo_for: demoFor } = request.body;
      const phone = storedPhone(request.body.phone_number);
      const product = productOf(demoFor);
      const since = new Date(Date.now() - DAY_MS);
      const [duplicate] = await db
        .select({ id: demoRequests.id })
        .from(demoRequests)
        .where(
          and(
            eq(demoRequests.product, product),
            gt(demoRequests.createdAt, since),
            or(eq(demoRequests.phone, phone), eq(demoRequests.email, email.trim().toLowerCase())),
          ),
        )
        .limit(1);
      if (duplicate) throw fail.conflict(DEMO_REQUEST_FAILED_MESSAGE, 'duplicate_demo_request');
      const [row] = await db
        .insert(demoRequests)
        .values({ name: name.trim(), phone, email: email.trim().toLowerCase(), product })
        .returning({ id: demoRequests.id, createdAt: demoRequests.createdAt });
      return { status: 201, body: receipt(row) };
    },

    async addHelplineCallback(request) {
      const phone = storedPhone(request.body.phone_number, HELPLINE_INVALID_PHONE_MESSAGE);
      const [row] = await db
        .insert(helplineRequests)
        .values({ phone })
        .returning({ id: helplineRequests.id, createdAt: helplineRequests.createdAt });
      return { status: 201, body: receipt(row) };
    },

    async addContactUs(request) {
      return { status: 201, body: receipt(await storeContact('general', request.body)) };
    },

    async clinicContactUs(request) {
      return { status: 201, body: receipt(await storeContact('clinic', request.body)) };
    },
  };

  async function storeContact(
    channel: 'general' | 'clinic',
    body: { name: string; email: string; phone_number: string; subject: string; message: string },
  ) {
    const [row] = await db
      .insert(contactMessages)
      .values({
        channel,
        name: body.name.trim(),
        email: body.email.trim().toLowerCase(),
        phone: storedPhone(body.phone_number),
        subject: body.subject.trim(),
        message: body.message.trim(),
      })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    return row;
  }
}

/** The contract's `Receipt`: the stored row's id and time. */
export function receipt(row: { id: number; createdAt: Date } | undefined) {
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, created_at: row.createdAt.toISOString() };
}
