// HTTP load for the verify checks: keep-alive connections from node:http (an Agent with as many sockets as
// requests in flight), answers that never throw (a dropped connection or a timeout is an answer with status 0),
// a bounded number of requests in flight, and the figures the checks report (percentiles, requests/s, tallies).
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';

/** One request's outcome. `status` 0 means no answer: `error` says why (a socket error code or `timeout`). */
export interface Answer {
  status: number;
  /** The Retry-After header of the answer, if any. */
  retryAfter: string | null;
  error: string | null;
  /** The start and end of the request, in `performance.now()` milliseconds. */
  startedAt: number;
  endedAt: number;
  /** The start of the body of a non-2xx answer, to say what went wrong; empty for 2xx answers. */
  problem: string;
}

export interface HttpClient {
  send(request: { method: 'GET' | 'POST'; path: string; body?: unknown; cookie?: string }): Promise<Answer>;
  /** Closes the kept-alive sockets. */
  close(): void;
}

/** A client of one server with up to `sockets` kept-alive connections; a request longer than `timeoutMs` fails. */
export function httpClient(baseUrl: string, options: { sockets: number; timeoutMs: number }): HttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets: options.sockets });
  const base = new URL(baseUrl);
  return {
    send({ method, path, body, cookie }) {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const startedAt = performance.now();
      return new Promise<Answer>((resolve) => {
        let settled = false;
        const settle = (status: number, retryAfter: string | null, error: string | null, problem = '') => {
          if (settled) return;
          settled = true;
          resolve({ status, retryAfter, error, startedAt, endedAt: performance.now(), problem });
        };
        const outgoing = httpRequest(
          {
            agent,
            host: base.hostname,
            port: base.port,
            method,
            path,
            headers: {
              // The server checks the Origin of every state-changing request against its own.
              ...(method === 'POST' ? { origin: base.origin } : {}),
              ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
              ...(cookie ? { cookie } : {}),
            },
          },
          (response) => {
            const status = response.statusCode ?? 0;
            const ok = status >= 200 && status < 300;
            const retryAfter = response.headers['retry-after'] ?? null;
            let text = '';
            response.on('data', (chunk: Buffer) => {
              if (!ok && text.length < 300) text += chunk.toString();
            });
            response.on('end', () => {
              settle(status, retryAfter, null, text.slice(0, 300));
            });
            response.on('error', (error: NodeJS.ErrnoException) => {
              settle(0, null, error.code ?? error.message);
            });
          },
        );
        outgoing.setTimeout(options.timeoutMs, () => {
          settle(0, null, 'timeout');
          outgoing.destroy();
        });
        outgoing.on('error', (error: NodeJS.ErrnoException) => {
          settle(0, null, error.code ?? error.message);
        });
        outgoing.end(payload);
      });
    },
    close() {
      agent.destroy();
    },
  };
}

/** Live counts of a running load. */
export interface LoadState {
  sent: number;
  answered: number;
}

export interface LoadOptions {
  /** Printed with the progress lines. */
  label: string;
  total: number;
  concurrency: number;
  send: (index: number) => Promise<Answer>;
  /** Checked before each new request: true stops sending (what is in flight still finishes). */
  stop?: () => boolean;
  /** Called with each answer as it arrives. */
  onAnswer?: (answer: Answer, index: number, state: LoadState) => void;
}

export interface LoadRun {
  /** The answers, by request index (requests never sent are absent). */
  answers: Answer[];
  seconds: number;
}

/** Starts `total` requests with at most `concurrency` in flight; `state` can be read while it runs. */
export function startLoad(options: LoadOptions): { state: LoadState; done: Promise<LoadRun> } {
  const state: LoadState = { sent: 0, answered: 0 };
  const answers: Answer[] = [];
  const started = performance.now();
  const progress = setInterval(() => {
    process.stdout.write(
      `  ${options.label}: ${String(state.answered)}/${String(options.total)} answered, ${String(state.sent - state.answered)} in flight\n`,
    );
  }, 5000);
  const worker = async () => {
    while (state.sent < options.total && !(options.stop?.() ?? false)) {
      const index = state.sent;
      state.sent += 1;
      const answer = await options.send(index);
      answers[index] = answer;
      state.answered += 1;
      options.onAnswer?.(answer, index, state);
    }
  };
  const done = Promise.all(
    Array.from({ length: Math.min(options.concurrency, options.total) }, () => worker()),
  ).then(
    () => {
      clearInterval(progress);
      return { answers: answers.filter(Boolean), seconds: (performance.now() - started) / 1000 };
    },
    (error: unknown) => {
      clearInterval(progress);
      throw error;
    },
  );
  return { state, done };
}

/** How the answers of a run went: what counts as fine is a 2xx, or a 429 that says when to come back. */
export interface Tally {
  answers: number;
  ok: number;
  /** 429 answers with a Retry-After header. */
  limited: number;
  /** Everything else: network errors, timeouts, other statuses, a 429 without Retry-After. */
  problems: number;
  /** The problems by kind (`ECONNRESET`, `timeout`, `status 500`, `429 without Retry-After`). */
  kinds: Record<string, number>;
  /** One example of a problem, for the report. */
  example: string;
}

export function tally(answers: readonly Answer[]): Tally {
  const result: Tally = { answers: answers.length, ok: 0, limited: 0, problems: 0, kinds: {}, example: '' };
  for (const answer of answers) {
    if (answer.status >= 200 && answer.status < 300) {
      result.ok += 1;
      continue;
    }
    if (answer.status === 429 && answer.retryAfter !== null) {
      result.limited += 1;
      continue;
    }
    const kind =
      answer.status === 0
        ? (answer.error ?? 'no answer')
        : answer.status === 429
          ? '429 without Retry-After'
          : `status ${String(answer.status)}`;
    result.problems += 1;
    result.kinds[kind] = (result.kinds[kind] ?? 0) + 1;
    if (!result.example) result.example = `${kind}${answer.problem ? `: ${answer.problem}` : ''}`;
  }
  return result;
}

/** A problem tally in one line: `none`, or `3 (ECONNRESET 2, status 500 1)`. */
export function describeProblems(result: Tally): string {
  if (result.problems === 0) return 'none';
  const kinds = Object.entries(result.kinds).map(([kind, n]) => `${kind} ${String(n)}`);
  return `${String(result.problems)} (${kinds.join(', ')}); e.g. ${result.example}`;
}

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers per second over the run's wall time. */
  perSecond: number;
}

/** Nearest-rank percentiles of the answers' durations (ms), and the rate over `seconds`. */
export function latency(answers: readonly Answer[], seconds: number): Latency {
  const sorted = answers.map((answer) => answer.endedAt - answer.startedAt).sort((a, b) => a - b);
  const rank = (fraction: number) =>
    sorted.length === 0 ? 0 : (sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? 0);
  return {
    p50: rank(0.5),
    p95: rank(0.95),
    p99: rank(0.99),
    max: sorted.at(-1) ?? 0,
    perSecond: seconds > 0 ? answers.length / seconds : 0,
  };
}
