// `demo_for` is one type: the contract's ProductType is the domain's DEMO_PRODUCTS, and nothing else is accepted.
import { DEMO_PRODUCTS } from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { requestBodyValidator, resolve } from '../src/testing/contract';

describe('demo_for', () => {
  it('is the domain’s product words, in the contract’s ProductType', () => {
    const productType = resolve({ $ref: '#/components/schemas/ProductType' }) as { enum?: string[] };
    expect(productType.enum).toEqual([...DEMO_PRODUCTS]);
    const request = resolve({ $ref: '#/components/schemas/DemoRequest' }) as {
      properties?: { demo_for?: { $ref?: string } };
    };
    expect(request.properties?.demo_for).toEqual({ $ref: '#/components/schemas/ProductType' });
  });

  it('takes each product word and refuses a slide number or any other word', () => {
    const validate = requestBodyValidator('addDemoRequest');
    if (!validate) throw new Error('addDemoRequest has no body schema');
    const body = { name: 'Bilal Ahmed', phone_number: '03001234567', email: 'bilal.ahmed@example.pk' };
    for (const product of DEMO_PRODUCTS) expect(validate({ ...body, demo_for: product }), product).toBe(true);
    for (const other of [0, 1, 2, '0', 'lab', 'Clinic']) {
      expect(validate({ ...body, demo_for: other }), String(other)).toBe(false);
    }
  });
});
