// Type-level tests: `tsc -b` checks these, so a helper whose input or result drifts from the contract fails
// the type step of `npm test`.
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiClient } from '../src/client';
import type { OperationInput, OperationResult, Schema } from '../src/types';

describe('helper types follow the contract', () => {
  it('types inputs from the document', () => {
    expectTypeOf<OperationInput<'addDemoRequest'>>().toEqualTypeOf<{ body: Schema<'DemoRequest'> }>();
    expectTypeOf<OperationInput<'getDoctor'>['path']>().toEqualTypeOf<{ pmdc: Schema<'Pmdc'> }>();
    expectTypeOf<OperationInput<'uploadPatientAttachment'>['body']['file']>().toEqualTypeOf<Blob | string>();
    // Optional inputs may be left out; required ones may not.
    expectTypeOf<ApiClient['listSpecialities']>().toBeCallableWith();
    expectTypeOf<ApiClient['searchDoctors']>().toBeCallableWith({ query: { city: 'Lahore' } });
    expectTypeOf<ApiClient['addDemoRequest']>().parameter(0).toEqualTypeOf<{ body: Schema<'DemoRequest'> }>();
  });

  it('types results from the document', () => {
    expectTypeOf<OperationResult<'searchDoctors'>>().toEqualTypeOf<Schema<'DoctorPage'>>();
    expectTypeOf<OperationResult<'getDoctorImage'>>().toEqualTypeOf<Blob>();
    expectTypeOf<OperationResult<'logout'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ReturnType<ApiClient['getSession']>>().toEqualTypeOf<Promise<Schema<'SessionRecord'>>>();
  });
});
