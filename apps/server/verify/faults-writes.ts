// The write load of the `faults` check: demo requests (each with its own email) spread over one or more server
// processes, with one of them SIGKILLed in the middle. Every request is recorded with its email, the process it
// went to, whether it was sent after the kill, and its answer, so the check can compare the 2xx answers with
// what the database holds afterwards.
import { performance } from 'node:perf_hooks';
import {
  httpClient,
  nextDemoRequest,
  startLoad,
  type Answer,
  type HttpClient,
  type ServerProcess,
} from './support';

export interface WriteRecord {
  email: string;
  /** The index of the server process it went to. */
  target: number;
  sentAfterKill: boolean;
  answer: Answer | null;
}

export interface KillOptions {
  label: string;
  tag: string;
  total: number;
  inFlight: number;
  timeoutMs: number;
  servers: ServerProcess[];
  /** The index of the process that is killed. */
  victim: number;
  /** Kill this long after the load starts (if sooner than `killAtAnswered`). */
  killAfterMs: number | null;
  /** Kill once this many requests were answered. */
  killAtAnswered: number;
  /** Stop sending at the kill (one process), or send everything left to the other processes (a cluster). */
  stopAtKill: boolean;
}

export interface KillRun {
  records: WriteRecord[];
  /** Requests to the victim that had been sent and not answered when SIGKILL was sent. */
  inFlightAtKill: number;
  /** Milliseconds from the start of the load to the kill. */
  killedAfterMs: number;
  /** Whether the load was still going at the kill (requests left to send). */
  killedMidLoad: boolean;
}

const is2xx = (record: WriteRecord) =>
  record.answer !== null && record.answer.status >= 200 && record.answer.status < 300;

/** The 2xx answers among `records`. */
export function answered2xx(records: readonly WriteRecord[]): WriteRecord[] {
  return records.filter(is2xx);
}

/** Runs the write load and SIGKILLs the victim in the middle; resolves when every request has its answer. */
export async function writesUntilKill(options: KillOptions): Promise<KillRun> {
  const clients: HttpClient[] = options.servers.map((server) =>
    httpClient(server.url, { sockets: options.inFlight, timeoutMs: options.timeoutMs }),
  );
  const survivors = options.servers.map((_, index) => index).filter((index) => index !== options.victim);
  const records: WriteRecord[] = [];
  const victim = options.servers[options.victim];
  if (!victim) throw new Error('no such victim');
  let killed = false;
  let inFlightAtKill = 0;
  let killedAfterMs = 0;
  let killedMidLoad = false;
  const started = performance.now();

  const kill = (midLoad: boolean) => {
    if (killed) return;
    killed = true;
    killedMidLoad = midLoad;
    killedAfterMs = performance.now() - started;
    inFlightAtKill = records.filter((record) => record.target === options.victim && !record.answer).length;
    victim.child.kill('SIGKILL');
  };
  const load = startLoad({
    label: options.label,
    total: options.total,
    concurrency: options.inFlight,
    stop: () => killed && options.stopAtKill,
    send: async (index) => {
      const target = killed
        ? (survivors[index % Math.max(1, survivors.length)] ?? options.victim)
        : index % options.servers.length;
      const { email, body } = nextDemoRequest(options.tag);
      const record: WriteRecord = { email, target, sentAfterKill: killed, answer: null };
      records.push(record);
      const client = clients[target];
      if (!client) throw new Error('no client');
      record.answer = await client.send({ method: 'POST', path: '/api/demo_request/add', body });
      return record.answer;
    },
    onAnswer: (_answer, _index, state) => {
      if (state.answered >= options.killAtAnswered) kill(state.sent < options.total);
    },
  });
  const timer =
    options.killAfterMs === null
      ? undefined
      : setTimeout(() => {
          kill(load.state.sent < options.total);
        }, options.killAfterMs);
  try {
    await load.done;
  } finally {
    clearTimeout(timer);
    for (const client of clients) client.close();
  }
  // A load that ended before its kill still kills, but says it did not land mid-load.
  kill(false);
  await victim.exited;
  return { records, inFlightAtKill, killedAfterMs, killedMidLoad };
}
