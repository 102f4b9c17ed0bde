// What fastify-openapi-glue is given to build the routes from: the contract, with the answers' binary media types
// left out of the response schemas.

type Content = Record<string, unknown>;
interface WithContent {
  content?: Content;
}

/** A media type Fastify serialises from a response schema: JSON. Anything else is sent as the handler made it. */
function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

function keepJsonContent(response: unknown): void {
  const content = (response as WithContent | null)?.content;
  if (!content || typeof content !== 'object') return;
  for (const mediaType of Object.keys(content)) {
    if (!isJson(mediaType)) Reflect.deleteProperty(content, mediaType);
  }
  if (Object.keys(content).length === 0) Reflect.deleteProperty(response as WithContent, 'content');
}

/**
 * The contract as the glue should see it. The glue collects every media type the document names, request bodies
 * and answers alike, and warns "ContentTypeParser for '…' not found" for each one Fastify cannot parse: the
 * images and attachments the server answers with (it never reads a body of those types). Their answers are
 * buffers and streams sent as they are, which a response schema does not serialise, so those media types are
 * dropped from the answers; request bodies, and JSON answers (serialised from their schemas), stay as written.
 * The document is copied, not changed.
 */
export function routeSpecification<Document extends object>(document: Document): Document {
  const copy = structuredClone(document) as Document & {
    paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    components?: { responses?: Record<string, unknown> };
  };
  for (const item of Object.values(copy.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const response of Object.values(operation.responses ?? {})) keepJsonContent(response);
    }
  }
  for (const response of Object.values(copy.components?.responses ?? {})) keepJsonContent(response);
  return copy;
}
