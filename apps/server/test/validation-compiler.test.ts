// The contract's validators: a schema is compiled once for every app the process builds, a body's apart from a
// query's (which is coerced from text).
import { describe, expect, it } from 'vitest';
import { contractValidatorCompiler } from '../src/http/validation';

const schema = { type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] };
const route = { method: 'POST', url: '/api/example' };

describe('contractValidatorCompiler', () => {
  it('gives a second app the validator the first compiled, for a copy of the same schema', () => {
    const first = contractValidatorCompiler()({
      ...route,
      schema: structuredClone(schema),
      httpPart: 'body',
    });
    const second = contractValidatorCompiler()({
      ...route,
      schema: structuredClone(schema),
      httpPart: 'body',
    });
    expect(second).toBe(first);
    expect(first({ count: 3 })).toBe(true);
  });

  it('keeps a query apart from a body of the same schema: the query is coerced from text, the body is not', () => {
    const body = contractValidatorCompiler()({ ...route, schema, httpPart: 'body' });
    const query = contractValidatorCompiler()({ ...route, schema, httpPart: 'querystring' });
    expect(query).not.toBe(body);
    expect(query({ count: '3' })).toBe(true);
    expect(body({ count: '3' })).toBe(false);
  });

  it('compiles a different schema anew', () => {
    const compile = contractValidatorCompiler();
    const other = { ...schema, properties: { count: { type: 'integer', minimum: 1 } } };
    expect(compile({ ...route, schema: other, httpPart: 'body' })).not.toBe(
      compile({ ...route, schema, httpPart: 'body' }),
    );
    expect(compile({ ...route, schema: other, httpPart: 'body' })({ count: 0 })).toBe(false);
  });
});
