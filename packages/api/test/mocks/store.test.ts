// The state one set of handlers shares: attachments, the profile, appointments and their payments.
import { describe, expect, it } from 'vitest';

import { ATTACHMENT_MAX_BYTES, PaymentFilter, PaymentStatus } from '@aafiyat/domain';
import { createHandlers, createMockStore, handlerFor, resetMockStore } from '../../src/mocks';
import { call, get } from './support/call';
import { jsonRequest, sampleFile, sampleRequest, sampleUrl, SAMPLE_ORIGIN } from './support/samples';

/** A booking of an online consultation with the doctor of this PMDC number, on a fixed day and time. */
function onlineBooking(pmdc: string): Request {
  return jsonRequest('createAppointment', { pmdc, type: 'online', date: '2025-06-05', time: '18:00' });
}

describe('the shared store', () => {
  it('lists an uploaded attachment, serves its bytes and forgets it once deleted', async () => {
    const handlers = createHandlers();
    const form = new FormData();
    const file = sampleFile('lipid-profile.pdf');
    form.set('file', file);
    const upload = await call(
      handlers,
      new Request(sampleUrl('uploadPatientAttachment'), { method: 'POST', body: form }),
    );
    expect(upload.status).toBe(201);
    const stored = (await upload.json()) as { id: number; file_name: string; size: number };
    expect(stored).toMatchObject({
      file_name: 'lipid-profile.pdf',
      size: file.size,
      content_type: 'application/pdf',
    });

    const list = (await (await get(handlers, '/api/patient/attachments')).json()) as {
      data: { id: number }[];
    };
    expect(list.data[0]?.id).toBe(stored.id);

    const download = await get(handlers, `/api/patient/attachments/${String(stored.id)}`);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
    expect(download.headers.get('Content-Disposition')).toContain('lipid-profile.pdf');

    const remove = await call(
      handlers,
      new Request(sampleUrl('deletePatientAttachment', SAMPLE_ORIGIN, { path: { id: String(stored.id) } }), {
        method: 'DELETE',
      }),
    );
    expect(remove.status).toBe(204);
    expect((await get(handlers, `/api/patient/attachments/${String(stored.id)}`)).status).toBe(404);
  });

  it('refuses a file over 5 MB with 413 and a file type the rules do not allow with 400', async () => {
    const handlers = createHandlers();
    const upload = (file: File) => {
      const form = new FormData();
      form.set('file', file);
      return call(
        handlers,
        new Request(sampleUrl('uploadPatientAttachment'), { method: 'POST', body: form }),
      );
    };
    const big = new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' });
    expect((await upload(big)).status).toBe(413);
    expect((await upload(new File(['x'], 'tool.exe', { type: 'application/octet-stream' }))).status).toBe(
      400,
    );
  });

  it('takes a contact message as multipart with an attachment, checked like a patient attachment', async () => {
    const handlers = createHandlers();
    const send = (file?: File) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        name: 'Kamran Akmal',
        email: 'kamran.akmal@example.pk',
        phone_number: '03211234567',
        subject: 'Clinic system',
        message: 'Pricing, please.',
      })) {
        form.set(name, value);
      }
      if (file) form.set('attachment', file);
      return call(handlers, new Request(sampleUrl('addContactUs'), { method: 'POST', body: form }));
    };
    expect((await send()).status).toBe(201);
    expect((await send(sampleFile())).status).toBe(201);
    const big = new File([new Uint8Array(ATTACHMENT_MAX_BYTES + 1)], 'scan.pdf', { type: 'application/pdf' });
    expect((await send(big)).status).toBe(413);
    const refused = await send(new File(['x'], 'tool.exe', { type: 'application/octet-stream' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'file_type_not_allowed' });
  });

  it('keeps a profile change for the next read', async () => {
    const handlers = createHandlers();
    const update = await call(
      handlers,
      jsonRequest('updatePatientProfile', { chronic_diseases: ['Asthma'] }),
    );
    expect(await update.json()).toMatchObject({ chronic_diseases: ['Asthma'] });
    expect(await (await get(handlers, '/api/patient/profile')).json()).toMatchObject({
      chronic_diseases: ['Asthma'],
    });
    // Another set of handlers starts from the fixtures again.
    expect(await (await get(createHandlers(), '/api/patient/profile')).json()).not.toMatchObject({
      chronic_diseases: ['Asthma'],
    });
  });

  it('books an appointment, checks it out and records the JazzCash result', async () => {
    const handlers = createHandlers();
    const booked = await call(handlers, onlineBooking('45321-P'));
    expect(booked.status).toBe(201);
    const appointment = (await booked.json()) as { id: number; payment_status: number; fee: number };
    expect(appointment.payment_status).toBe(PaymentStatus.NOT_STARTED);

    const checkout = await get(handlers, `/api/appointments/${String(appointment.id)}/checkout`);
    expect(await checkout.json()).toMatchObject({ appointment_id: appointment.id, fee: appointment.fee });

    const start = await call(
      handlers,
      jsonRequest('startJazzcashPayment', { appointment_id: appointment.id }),
    );
    const form = (await start.json()) as { fields: Record<string, string> };
    expect(form.fields['pp_Amount']).toBe(String(appointment.fee * 100));
    expect(form.fields['pp_ReturnURL']).toBe(`${SAMPLE_ORIGIN}/api/payments/jazzcash/return`);

    const back = await call(
      handlers,
      new Request(`${SAMPLE_ORIGIN}/api/payments/jazzcash/return`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          pp_ResponseCode: '000',
          pp_ResponseMessage: 'Thank you for Using JazzCash, your transaction was successful.',
          pp_TxnRefNo: form.fields['pp_TxnRefNo']!,
          pp_BillReference: form.fields['pp_BillReference']!,
          pp_SecureHash: form.fields['pp_SecureHash']!,
        }).toString(),
      }),
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`/appointment/payment/checkout/${String(appointment.id)}`);

    const status = await get(handlers, `/api/payments/${String(appointment.id)}/status`);
    expect(await status.json()).toMatchObject({ status: PaymentStatus.SUCCESS, response_code: '000' });
    const paid = await call(
      handlers,
      jsonRequest('startJazzcashPayment', { appointment_id: appointment.id }),
    );
    expect(paid.status).toBe(409);
  });

  it('refuses an online booking with a doctor who only sees patients in the clinic', async () => {
    const response = await call(createHandlers(), onlineBooking('29876-P'));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'doctor_not_online' });
  });

  it('filters and pages the patient’s appointments by payment', async () => {
    const handlers = createHandlers();
    const cleared = (await (
      await get(handlers, `/api/patient/appointments?filter=${String(PaymentFilter.Cleared)}&page_size=50`)
    ).json()) as {
      data: { payment_status: number; date: string }[];
      total: number;
    };
    expect(cleared.data.length).toBeGreaterThan(0);
    expect(cleared.data.every((entry) => entry.payment_status === PaymentStatus.SUCCESS)).toBe(true);
    const dates = cleared.data.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const all = (await (await get(handlers, '/api/patient/appointments?page_size=5&page=1')).json()) as {
      data: unknown[];
      total: number;
    };
    expect(all.data).toHaveLength(5);
    expect(all.total).toBeGreaterThan(cleared.total);
  });

  it('puts a store back to the fixtures, for the handlers already made with it', async () => {
    const store = createMockStore();
    const handlers = createHandlers({ store });
    const appointments = async () =>
      ((await (await get(handlers, '/api/patient/appointments?page_size=50')).json()) as { total: number })
        .total;
    const fixtures = await appointments();
    await call(handlers, jsonRequest('updatePatientProfile', { chronic_diseases: ['Asthma'] }));
    const booked = await call(handlers, onlineBooking('45321-P'));
    expect(booked.status).toBe(201);
    expect(await appointments()).toBe(fixtures + 1);

    resetMockStore(store);
    expect(await appointments()).toBe(fixtures);
    expect(await (await get(handlers, '/api/patient/profile')).json()).not.toMatchObject({
      chronic_diseases: ['Asthma'],
    });
  });

  it('lets handlers made one by one share a store', async () => {
    const store = createMockStore();
    const handlers = [
      handlerFor('createAppointment', 'success', { store }),
      handlerFor('getAppointmentCheckout', 'success', { store }),
    ];
    const booked = (await (await call(handlers, sampleRequest('createAppointment'))).json()) as {
      id: number;
    };
    expect((await get(handlers, `/api/appointments/${String(booked.id)}/checkout`)).status).toBe(200);
  });
});

describe("the store's reviews", () => {
  /** A review of the appointment of this id, as the profile's "Rate your visit" sends it. */
  const reviewOf = (id: number, body: unknown) =>
    new Request(sampleUrl('reviewAppointment', SAMPLE_ORIGIN, { path: { id: String(id) } }), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("adds a completed visit's review to its doctor's, newest first, once", async () => {
    const handlers = createHandlers();
    // 1041: paid, with Dr. Farhan Qureshi (47890-P), whose time has come.
    const sent = await call(handlers, reviewOf(1041, { rating: 4, text: '  Kind and careful.\r\n' }));
    expect(sent.status).toBe(201);
    expect(await sent.json()).toMatchObject({ author: 'Ayesha K.', rating: 4, text: 'Kind and careful.' });

    const page = (await (await get(handlers, '/api/doctors/47890-P/reviews')).json()) as {
      data: { author: string }[];
      rating: { average: number; count: number };
    };
    expect(page.data.map((review) => review.author)).toEqual(['Ayesha K.']);
    expect(page.rating).toEqual({ average: 4, count: 1 });
    const listed = (await (await get(handlers, '/api/patient/appointments')).json()) as {
      data: { id: number; review?: { rating: number } }[];
    };
    expect(listed.data.find((entry) => entry.id === 1041)?.review?.rating).toBe(4);

    const again = await call(handlers, reviewOf(1041, { rating: 5 }));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'already_reviewed' });
  });

  it('refuses a visit not paid, an unknown one, and a rating out of range', async () => {
    const handlers = createHandlers();
    const unpaid = await call(handlers, reviewOf(1042, { rating: 5 }));
    expect(unpaid.status).toBe(403);
    expect(await unpaid.json()).toMatchObject({ code: 'review_not_allowed', reason: 'not_paid' });
    expect((await call(handlers, reviewOf(999_999, { rating: 5 }))).status).toBe(404);
    const wrong = await call(handlers, reviewOf(1041, { rating: 6 }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ fields: [{ path: 'body/rating' }] });
    const long = await call(handlers, reviewOf(1041, { rating: 5, text: 'a'.repeat(1001) }));
    expect(await long.json()).toMatchObject({ fields: [{ path: 'body/text', code: 'too_long' }] });
  });
});

describe("the store's pay at the clinic", () => {
  const payAtClinic = (id: number) =>
    new Request(sampleUrl('payAtClinic', SAMPLE_ORIGIN, { path: { id: String(id) } }), { method: 'POST' });

  it('confirms an in-clinic visit not paid to be paid there, and never an online one', async () => {
    const handlers = createHandlers();
    const confirmed = await call(handlers, payAtClinic(1027));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ appointment_id: 1027, booking_state: 'pay_at_clinic' });
    // Asked again, the same answer.
    expect((await call(handlers, payAtClinic(1027))).status).toBe(200);
    const paid = await call(handlers, payAtClinic(1041));
    expect(await paid.json()).toMatchObject({ code: 'already_paid' });
    const online = await call(handlers, payAtClinic(1042));
    expect(online.status).toBe(409);
    expect(await online.json()).toMatchObject({ code: 'online_must_be_paid' });
  });
});
