// Every operation answers every scenario it offers in a way the document allows: a listed status, a body
// that validates against the document's schema for that status, and the headers the document names.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { handlerFor, operationIds, scenarioStatuses, scenariosFor } from '../../src/mocks';
import type { OperationId, ScenarioName } from '../../src/mocks';
import {
  documentResponse,
  documentStatuses,
  errorsOf,
  requestBodyValidator,
  resolve,
  validatorAt,
} from '../../src/testing/contract';
import { sampleBody, sampleRequest } from './support/samples';

const cases = operationIds.flatMap((id) => scenariosFor(id).map((scenario) => [id, scenario] as const));

// Mocks cannot set HttpOnly cookies in a browser, so they leave the session cookie out on purpose.
const HEADERS_NOT_MOCKED = new Set(['Set-Cookie']);

function headerValue(text: string, schema: Record<string, unknown>): unknown {
  return schema['type'] === 'integer' ? Number(text) : text;
}

async function answer(id: OperationId, scenario: ScenarioName): Promise<Response> {
  const handler = handlerFor(id, scenario, { delayMs: 1 });
  const response = await getResponse([handler], sampleRequest(id));
  if (response === undefined) throw new Error(`${id} did not answer its sample request.`);
  return response;
}

describe('the sample requests', () => {
  it.each(operationIds.filter((id) => sampleBody(id) !== undefined))(
    '%s sends a body the document accepts',
    (id) => {
      const validate = requestBodyValidator(id);
      expect(validate).toBeDefined();
      expect(validate?.(sampleBody(id)), validate === undefined ? '' : errorsOf(validate)).toBe(true);
    },
  );
});

describe('every scenario of every operation', () => {
  it('covers more than the three generic scenarios per operation', () => {
    expect(cases.length).toBeGreaterThan(operationIds.length * 5);
  });

  it.each(cases)('%s / %s answers as the document says', async (id, scenario) => {
    const response = await answer(id, scenario);

    if (scenario === 'networkError') {
      expect(response.type).toBe('error');
      return;
    }

    const expected = scenarioStatuses[scenario];
    const listed = documentStatuses(id);
    expect(listed).toContain(response.status);
    if (expected === 'success') {
      expect(response.status === 304 || response.status >= 400, `status ${String(response.status)}`).toBe(
        false,
      );
    } else {
      expect(response.status).toBe(expected);
    }

    const documented = documentResponse(id, response.status);
    expect(documented).toBeDefined();
    const { value, pointer } = documented!;

    for (const [name, header] of Object.entries(value.headers ?? {})) {
      if (HEADERS_NOT_MOCKED.has(name)) continue;
      const text = response.headers.get(name);
      expect(text, `header ${name}`).not.toBeNull();
      const { schema } = resolve(header);
      if (schema !== undefined) {
        const validate = validatorAt(`${resolveHeaderPointer(pointer, name, header.$ref)}/schema`);
        expect(
          validate(headerValue(text ?? '', resolve(schema))),
          `header ${name}: ${errorsOf(validate)}`,
        ).toBe(true);
      }
    }

    const mediaTypes = Object.keys(value.content ?? {});
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (mediaTypes.length === 0) {
      expect(bytes.byteLength).toBe(0);
      return;
    }
    const contentType = (response.headers.get('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    expect(mediaTypes).toContain(contentType);
    if (contentType === 'application/json') {
      const validate = validatorAt(`${pointer}/content/application~1json/schema`);
      const body: unknown = JSON.parse(new TextDecoder().decode(bytes));
      expect(validate(body), errorsOf(validate)).toBe(true);
      if (response.status === 400 && scenario === 'validationError') {
        expect(body).toMatchObject({ code: 'validation_failed', fields: [expect.anything()] });
      }
    } else {
      expect(bytes.byteLength).toBeGreaterThan(0);
    }
  });
});

/** The pointer of a response header object: its `$ref` target, or its place under the response. */
function resolveHeaderPointer(responsePointer: string, name: string, ref: string | undefined): string {
  return ref ?? `${responsePointer}/headers/${name}`;
}
