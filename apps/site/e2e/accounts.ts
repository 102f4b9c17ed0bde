// Signed-in browsers for the browser suite, made through the API as the sign-in pages would make them: the session
// cookie from the server, then the stored `authToken` record the header and the guards read. A sign-in is made
// once and reused by every context (a new code for the same number may be asked for only once a minute).
import type { Browser, BrowserContext, Page } from 'playwright';
import type { SiteServer } from './server';

/** The demo accounts of apps/server/src/seed/demo.ts. */
export const DEMO_PATIENT = { phone: '03001234567', name: 'Ayesha Khan' } as const;
export const DEMO_DOCTOR = { login: '45321-P', password: 'DemoDoctor#2024', name: 'Dr. Sana Mirza' } as const;

/** A sign-in to reuse: the browser's cookies and the record the site stores. */
export interface SignedIn {
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  record: unknown;
}

/** The newest 6-digit code the development outbox holds for `phone`. */
export async function latestCode(server: SiteServer, phone: string): Promise<string> {
  const response = await fetch(`${server.url}/api/dev/outbox?phone=${phone}`);
  const messages = ((await response.json()) as { data: { text: string }[] }).data;
  const code = /\b(\d{6})\b/.exec(messages.at(-1)?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone.slice(0, 4)}…`);
  return code;
}

async function withScratchContext<T>(browser: Browser, work: (context: BrowserContext) => Promise<T>) {
  const context = await browser.newContext();
  try {
    return await work(context);
  } finally {
    await context.close();
  }
}

function expectOk(response: { status(): number; url(): string }) {
  if (response.status() !== 200) {
    throw new Error(`${new URL(response.url()).pathname} answered ${String(response.status())}`);
  }
}

/** Signs the demo patient in by SMS code (read from the development outbox). */
export function signInPatient(browser: Browser, server: SiteServer): Promise<SignedIn> {
  return withScratchContext(browser, async (context) => {
    const headers = { origin: server.url };
    expectOk(
      await context.request.post(`${server.url}/api/auth/send-verification-code`, {
        data: { phone_number: DEMO_PATIENT.phone },
        headers,
      }),
    );
    const verified = await context.request.post(`${server.url}/api/auth/verify-otp-code-patient`, {
      data: {
        phone_number: DEMO_PATIENT.phone,
        code: await latestCode(server, DEMO_PATIENT.phone),
        name: DEMO_PATIENT.name,
      },
      headers,
    });
    expectOk(verified);
    const answer = (await verified.json()) as { verified: boolean; name: string; user_id: number };
    return {
      storageState: await context.storageState(),
      record: { verified: answer.verified, name: answer.name, role: 'patient', user_id: answer.user_id },
    };
  });
}

/** Signs the demo doctor in by PMDC number and password. */
export function signInDoctor(browser: Browser, server: SiteServer): Promise<SignedIn> {
  return withScratchContext(browser, async (context) => {
    const login = await context.request.post(`${server.url}/api/doctor/dr_login`, {
      data: { login: DEMO_DOCTOR.login, password: DEMO_DOCTOR.password },
      headers: { origin: server.url },
    });
    expectOk(login);
    return { storageState: await context.storageState(), record: (await login.json()) as unknown };
  });
}

/**
 * A new context at `viewport`, signed in as `signedIn` on every page it loads (the record is written before the
 * page's scripts run), or a visitor's without it.
 */
export async function contextFor(
  browser: Browser,
  viewport: { width: number; height: number },
  signedIn?: SignedIn,
): Promise<BrowserContext> {
  if (!signedIn) return browser.newContext({ viewport });
  const context = await browser.newContext({ viewport, storageState: signedIn.storageState });
  await context.addInitScript((stored) => {
    window.localStorage.setItem('authToken', stored);
  }, JSON.stringify(signedIn.record));
  return context;
}

/**
 * Resolves when the server has acknowledged a signed-in patient page's `patient_connection` (`{"ok":true}`), over
 * the WebSocket or, before socket.io upgrades to it, over HTTP long-polling: from then on a doctor's call rings
 * there. Call it before the page loads.
 */
export function patientConnected(page: Page): Promise<void> {
  return new Promise((resolve, reject) => {
    let frames = 0;
    let polls = 0;
    const timer = setTimeout(() => {
      // Where the page was and what it heard, so a failure says whether the socket ever opened.
      const heard = `${String(frames)} WebSocket frame(s), ${String(polls)} polling answer(s)`;
      reject(new Error(`the page never announced patient_connection (on ${page.url()}; it heard ${heard})`));
    }, 20_000);
    const seen = (payload: string | Buffer) => {
      if (!payload.toString().includes('"ok":true')) return;
      clearTimeout(timer);
      resolve();
    };
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        frames += 1;
        seen(payload);
      });
    });
    page.on('response', (response) => {
      if (!response.url().includes('/notify/')) return;
      polls += 1;
      response.text().then(seen, () => undefined);
    });
  });
}
