// A local stand-in for JazzCash's hosted checkout page, outside the contract and never in production: without
// merchant settings `startJazzcashPayment` points the browser here, the tester picks an outcome, and the page
// posts a signed answer back to `pp_ReturnURL` exactly as JazzCash's page would. Plain HTML forms only, so it
// works under the CSP (no inline script, no inline style).
import { randomInt } from 'node:crypto';
import { formatPKR } from '@aafiyat/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import {
  hasValidSecureHash,
  jazzCashDateTime,
  jazzCashMerchant,
  jazzCashSecureHash,
  RETURN_PATH,
  SIMULATOR_PATH,
} from '../services/jazzcash';

/** The outcomes a tester can pick: JazzCash's codes and the kind of message its page sends with them. */
export const SIMULATOR_OUTCOMES = [
  {
    code: '000',
    label: 'Pay successfully',
    message: 'Thank you for Using JazzCash, your transaction was successful.',
  },
  {
    code: '124',
    label: 'Leave the payment pending',
    message: 'Order is placed and waiting for financials to be received over the counter.',
  },
  { code: '112', label: 'Fail the payment', message: 'The transaction was cancelled by the customer.' },
] as const;

const STYLESHEET = `body{font-family:system-ui,sans-serif;max-inline-size:36rem;margin:2rem auto;padding:0 1rem;color:#1d2b36}
h1{font-size:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
form{margin-block:.75rem}button{font:inherit;padding:.75rem 1.25rem;min-block-size:44px;cursor:pointer}
.note{background:#fff7e0;padding:.75rem;border-inline-start:4px solid #c28a00}`;

const ECHOED_FIELDS = [
  'pp_Version',
  'pp_Language',
  'pp_MerchantID',
  'pp_TxnRefNo',
  'pp_Amount',
  'pp_TxnCurrency',
  'pp_TxnDateTime',
  'pp_BillReference',
  'ppmpf_1',
  'ppmpf_2',
  'ppmpf_3',
  'ppmpf_4',
  'ppmpf_5',
] as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${SIMULATOR_PATH}.css">
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

function stringFields(raw: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (typeof raw !== 'object' || raw === null) return fields;
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string' && /^(pp_|ppmpf_)[A-Za-z0-9_]{1,40}$/.test(name)) fields[name] = value;
  }
  return fields;
}

/** The signed answer JazzCash's page would post back for one outcome. */
export function simulatedResponse(
  request: Readonly<Record<string, string>>,
  outcome: (typeof SIMULATOR_OUTCOMES)[number],
  integritySalt: string,
  now = new Date(),
): Record<string, string> {
  const fields: Record<string, string> = { pp_TxnType: 'MWALLET' };
  for (const name of ECHOED_FIELDS) fields[name] = request[name] ?? '';
  fields.pp_ResponseCode = outcome.code;
  fields.pp_ResponseMessage = outcome.message;
  fields.pp_RetreivalReferenceNo = `${jazzCashDateTime(now).slice(2, 8)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  fields.pp_SecureHash = jazzCashSecureHash(fields, integritySalt);
  return fields;
}

/**
 * Registers the simulator's page (`GET`/`POST /dev/jazzcash-simulator`, the browser's form post of the signed
 * request) and its stylesheet. Call it only when the server is not in production and has no JazzCash settings.
 */
export function registerJazzcashSimulator(app: FastifyInstance, config: Config): void {
  const merchant = jazzCashMerchant(config);

  app.get(`${SIMULATOR_PATH}.css`, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'no-cache').send(STYLESHEET),
  );

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
    const fields = stringFields(request.method === 'POST' ? request.body : request.query);
    const origin = `${request.protocol}://${request.host}`;
    // Like JazzCash, the page refuses a request that is not signed with the merchant's salt; it also posts only
    // to this server's own return handler, so it can never be turned into a form that posts elsewhere.
    const problem = !hasValidSecureHash(fields, merchant.integritySalt)
      ? 'The payment request is not signed correctly, so it cannot be paid.'
      : fields.pp_ReturnURL !== `${origin}${RETURN_PATH}`
        ? 'The payment request does not return to this server.'
        : null;
    if (problem) {
      request.log.warn({ txnRefNo: fields.pp_TxnRefNo }, 'jazzcash simulator refused a request');
      return reply
        .code(400)
        .send(
          page(
            'Payment request refused',
            `<p>${escapeHtml(problem)}</p><p>Go back to the checkout page and start the payment again.</p>`,
          ),
        );
    }
    const rupees = Number(fields.pp_Amount ?? '0') / 100;
    const forms = SIMULATOR_OUTCOMES.map((outcome) => {
      const response = simulatedResponse(fields, outcome, merchant.integritySalt);
      const hidden = Object.entries(response)
        .map(
          ([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
        )
        .join('\n');
      return `<form method="post" action="${escapeHtml(`${origin}${RETURN_PATH}`)}">
${hidden}
<button type="submit">${escapeHtml(outcome.label)} (code ${outcome.code})</button>
</form>`;
    }).join('\n');
    return reply.send(
      page(
        'JazzCash test checkout',
        `<p class="note">This page stands in for JazzCash on a development server. No money moves: pick the
outcome you want to test and you will be sent back to the checkout page.</p>
<dl>
<dt>Amount</dt><dd>${escapeHtml(formatPKR(rupees))}</dd>
<dt>For</dt><dd>${escapeHtml(fields.pp_Description ?? '')}</dd>
<dt>Transaction</dt><dd>${escapeHtml(fields.pp_TxnRefNo ?? '')}</dd>
</dl>
${forms}`,
      ),
    );
  };
  app.get(SIMULATOR_PATH, handler);
  app.post(SIMULATOR_PATH, handler);
}
