// The requests the load checks send, shared with bench/bench.ts. Plain data, no dependencies, so the bench can
// import it without pulling in the verify scripts' process and database helpers.
import { randomInt } from 'node:crypto';
import { heroSlideProduct, type DemoProduct } from '@aafiyat/domain';

/**
 * Mixed doctor-search filters, as the search page sends them: none, a city, a specialty in a city, online in a
 * city, free text, and deep pages.
 */
export const DOCTOR_SEARCHES: readonly string[] = [
  '',
  'city=Karachi',
  'city=Lahore&specialty=Cardiologist',
  'is_online=true&city=Islamabad',
  'specialty=Dermatologist',
  'q=ali',
  'q=child%20karachi',
  'city=Lahore&page=5&page_size=20',
  'is_online=true&page=30',
  'q=khan&is_online=true',
  // Every doctor, the soonest available first: the one order that reads each doctor's working days.
  'sort=soonest',
  'gender=female&language=urdu&sort=rating',
];

/** The search path of the `index`th search of a run, cycling through {@link DOCTOR_SEARCHES}. */
export function doctorSearchPath(index: number): string {
  return `/api/doctors/search?${DOCTOR_SEARCHES[index % DOCTOR_SEARCHES.length] ?? ''}`;
}

/**
 * The load check's search mix: the shapes of {@link DOCTOR_SEARCHES}, each mostly on its first page and
 * sometimes deeper (a deterministic long tail over pages 1-50), as people page through results. The server
 * caches search answers for a few seconds (SEARCH_CACHE_MS), so popular searches are answered from its cache and
 * the tail from the database.
 */
export function longTailSearchPath(index: number): string {
  const shape = DOCTOR_SEARCHES[index % DOCTOR_SEARCHES.length] ?? '';
  if (shape.includes('page=')) return `/api/doctors/search?${shape}`;
  // Knuth's multiplicative hash spreads consecutive indexes over [0, 1); cubing skews them to the first pages.
  const fraction = (Math.imul(index + 1, 2_654_435_761) >>> 0) / 2 ** 32;
  const page = 1 + Math.floor(fraction ** 3 * 50);
  const query = [shape, page > 1 ? `page=${String(page)}` : ''].filter(Boolean).join('&');
  return `/api/doctors/search${query ? `?${query}` : ''}`;
}

// One random base per process, and a counter: every demo request this process makes has its own number and
// email, so each is new (201), never a duplicate of the last 24 hours (409).
const PHONE_BASE = randomInt(0, 800_000_000);
let demoCounter = 0;

/** A demo request with its own email and mobile number. `tag` starts the email, to find the rows again. */
export function nextDemoRequest(tag: string): {
  email: string;
  body: { name: string; phone_number: string; email: string; demo_for: DemoProduct };
} {
  demoCounter += 1;
  const email = `${tag}-${String(demoCounter)}@example.pk`.toLowerCase();
  return {
    email,
    body: {
      name: 'Verify Load',
      phone_number: `03${String(100_000_000 + ((PHONE_BASE + demoCounter) % 800_000_000))}`,
      email,
      demo_for: heroSlideProduct(demoCounter % 3),
    },
  };
}
