// The answers stories rely on: the duplicate demo request, error wording, labs by id, image caching and
// the clinic dashboard's filter.
import { describe, expect, it } from 'vitest';

import { PaymentFilter, PaymentStatus } from '@aafiyat/domain';
import { createHandlers, handlerFor, labs } from '../../src/mocks';
import { call, get } from './support/call';
import { jsonRequest, sampleBody, sampleRequest } from './support/samples';

describe('addDemoRequest', () => {
  it('stores a request in the success scenario', async () => {
    const response = await call([handlerFor('addDemoRequest')], sampleRequest('addDemoRequest'));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ id: expect.any(Number) as number });
  });

  it('answers the spec’s exact words for a duplicate', async () => {
    const response = await call([handlerFor('addDemoRequest', 'duplicate')], sampleRequest('addDemoRequest'));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: 'Demo request already exist!',
      code: 'demo_request_exists',
    });
  });
});

describe('errors', () => {
  it('answers the generic failure wording on a server error', async () => {
    const response = await call(
      [handlerFor('addHelplineCallback', 'serverError')],
      sampleRequest('addHelplineCallback'),
    );
    expect(await response.json()).toEqual({
      message: 'Something went wrong try again!',
      code: 'server_error',
    });
  });

  it('tells a rate-limited client when to retry', async () => {
    const response = await call(
      [handlerFor('sendVerificationCode', 'rateLimited')],
      sampleRequest('sendVerificationCode'),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('tells a client the SMS could not be sent, and when to ask again', async () => {
    const response = await call([handlerFor('pharmacySignup', 'smsFailed')], sampleRequest('pharmacySignup'));
    expect(response.status).toBe(503);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await response.json()).toEqual({
      message: 'We could not send the SMS just now. Please try again shortly.',
      code: 'sms_failed',
    });
  });
});

describe('labs', () => {
  const handlers = createHandlers();

  it('answers a lab, its branches and a branch catalogue by id', async () => {
    const lab = labs[0]!;
    const info = await get(handlers, `/api/medical-test-labs/info/get?lab_id=${String(lab.id)}`);
    expect(await info.json()).toEqual({ data: lab });
    const branches = (await (await get(handlers, `/api/medical-test-labs/branches/get?lab_id=3`)).json()) as {
      data: { id: number; lab_id: number }[];
    };
    expect(branches.data.length).toBeGreaterThan(0);
    expect(branches.data.every((branch) => branch.lab_id === 3)).toBe(true);
    const categories = await get(
      handlers,
      `/api/medical-test-labs/categories?lab_branch_id=${String(branches.data[0]!.id)}`,
    );
    expect(((await categories.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it.each([
    ['/api/medical-test-labs/info/get?lab_id=999'],
    ['/api/medical-test-labs/branches/get?lab_id=999'],
    ['/api/medical-test-labs/categories?lab_branch_id=999'],
    ['/api/medical-test-labs/logo/get?lab_id=999'],
  ])('answers 404 for an unknown id: %s', async (path) => {
    const response = await get(handlers, path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await get(handlers, '/api/medical-test-labs/info/get?lab_id=abc');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ path: 'query/lab_id' }],
    });
  });

  it('lists no branches of a known lab in the empty scenario', async () => {
    const empty = createHandlers({ scenarios: { listLabBranches: 'empty' } });
    const response = await get(empty, `/api/medical-test-labs/branches/get?lab_id=${String(labs[0]!.id)}`);
    expect(await response.json()).toEqual({ data: [] });
  });

  it('refuses a booking at a branch of another lab', async () => {
    const body = { ...(sampleBody('bookLabTest') as object), lab_id: 4 };
    const response = await call(handlers, jsonRequest('bookLabTest', body));
    expect(response.status).toBe(404);
  });

  it('lists no labs in the empty scenario', async () => {
    const response = await call(
      [handlerFor('listMedicalTestLabs', 'empty')],
      sampleRequest('listMedicalTestLabs'),
    );
    expect(await response.json()).toEqual({ data: { medical_test_labs_all: [] } });
  });
});

describe('images', () => {
  const handlers = createHandlers();

  it('answers an image with a validator and caching rules', async () => {
    const response = await get(handlers, '/api/doctor/image?pmdc=45321-P');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^image\//);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]+"$/);
    expect(await response.text()).toContain('<svg');
  });

  it('answers 304 when the client holds the current copy', async () => {
    const first = await get(handlers, '/api/clinic/image?id=12');
    const etag = first.headers.get('ETag')!;
    const second = await get(handlers, '/api/clinic/image?id=12', { 'If-None-Match': etag });
    expect(second.status).toBe(304);
    expect(second.headers.get('ETag')).toBe(etag);
    expect(await second.text()).toBe('');
  });

  it('keeps patient images private', async () => {
    const response = await get(handlers, '/api/patient/image?id=5021');
    expect(response.headers.get('Cache-Control')).toMatch(/^private/);
  });

  it('answers 404 for an unknown doctor, so the site shows its fallback', async () => {
    expect((await get(handlers, '/api/doctor/image?pmdc=00000-X')).status).toBe(404);
  });
});

describe('the clinic dashboard', () => {
  it('shows only the appointments the payment filter selects', async () => {
    const handlers = createHandlers();
    const dashboard = (await (
      await get(handlers, `/api/clinic/dashboard?filter=${String(PaymentFilter.Failed)}`)
    ).json()) as {
      today: { payment_status: number }[];
      payment_counts: { failure: number };
    };
    expect(dashboard.today.length).toBe(dashboard.payment_counts.failure);
    expect(dashboard.today.every((entry) => entry.payment_status === PaymentStatus.FAILURE)).toBe(true);
  });
});
