import { useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { RealtimeClientContext } from '../app/calls/realtimeClientContext';
import { ClockContext } from '../app/clock';
import { storyRealtime, type StoryRealtimeScript } from './storyRealtime';

/** Props of {@link SitePage}. */
export interface SitePageProps {
  /** The path (with its query) the site opens at, e.g. `/doctors/search?city=Lahore`. */
  path: string;
  /**
   * What the pretend other party does over the realtime connection of a signed-in patient or doctor (a doctor
   * calls; the patient declines, misses or is ready). Unset, nobody calls and nobody answers.
   */
  realtime?: StoryRealtimeScript;
  /** The moment the site's time rules are judged at, as an instant (`2025-06-02T18:30:00+05:00`); unset, the clock. */
  now?: string;
}

/**
 * The whole site (header, page, footer, dialogs) at one path, on an in-memory router, for page stories. The API
 * answers from packages/api's MSW mocks: a story picks scenarios with
 * `parameters: { msw: { handlers: { api: createHandlers({ scenarios: { … } }) } } }`. The realtime connection is
 * a stand-in ({@link storyRealtime}): Storybook has no `/notify` to connect to.
 */
export function SitePage({ path, realtime, now }: SitePageProps) {
  const createClient = useMemo(() => storyRealtime(realtime), [realtime]);
  const fixedNow = useMemo(() => (now === undefined ? undefined : new Date(now)), [now]);
  return (
    <ClockContext.Provider value={fixedNow}>
      <RealtimeClientContext.Provider value={createClient}>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </RealtimeClientContext.Provider>
    </ClockContext.Provider>
  );
}
