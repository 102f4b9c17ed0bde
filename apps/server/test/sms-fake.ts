// A fake SMS gateway on 127.0.0.1 for the provider tests: it records every request and answers as the test says,
// speaking Twilio's Messages API (201 with the message resource, errors as `{ code, message, more_info, status }`)
// or whatever a configured HTTP gateway answers; `hang` never answers, for time-outs.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type GatewayAnswer = { status: number; body: string; contentType?: string } | 'hang';

export interface FakeGateway {
  /** `http://127.0.0.1:<port>` */
  url: string;
  requests: GatewayRequest[];
  /** How the next requests are answered (default: Twilio's 201). */
  answer: (request: GatewayRequest) => GatewayAnswer;
  close(): Promise<void>;
}

export const TWILIO_ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
export const TWILIO_AUTH_TOKEN = 'test-auth-token';

/** Twilio's answer to a message it took. */
export function twilioCreated(request: GatewayRequest): GatewayAnswer {
  const form = new URLSearchParams(request.body);
  return {
    status: 201,
    contentType: 'application/json',
    body: JSON.stringify({
      sid: `SM${'f'.repeat(32)}`,
      account_sid: TWILIO_ACCOUNT_SID,
      to: form.get('To'),
      from: form.get('From'),
      messaging_service_sid: form.get('MessagingServiceSid'),
      body: form.get('Body'),
      status: 'queued',
      error_code: null,
      error_message: null,
    }),
  };
}

/** Twilio's error answer (for example 400 with 21211 for a number it cannot text). */
export function twilioError(status: number, code: number, message: string): GatewayAnswer {
  return {
    status,
    contentType: 'application/json',
    body: JSON.stringify({
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${String(code)}`,
      status,
    }),
  };
}

/** Starts a fake gateway on a free port of 127.0.0.1. */
export async function startFakeGateway(): Promise<FakeGateway> {
  const hanging = new Set<ServerResponse>();
  const gateway: FakeGateway = {
    url: '',
    requests: [],
    answer: twilioCreated,
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: GatewayRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      gateway.requests.push(recorded);
      const answer = gateway.answer(recorded);
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      response.writeHead(answer.status, { 'content-type': answer.contentType ?? 'text/plain' });
      response.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  gateway.url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return gateway;
}
