import { MemoryRouter } from 'react-router-dom';
import { App } from '../app/App';

/** Props of {@link SitePage}. */
export interface SitePageProps {
  /** The path (with its query) the site opens at, e.g. `/doctors/search?city=Lahore`. */
  path: string;
}

/**
 * The whole site (header, page, footer, dialogs) at one path, on an in-memory router, for page stories. The API
 * answers from packages/api's MSW mocks: a story picks scenarios with
 * `parameters: { msw: { handlers: { api: createHandlers({ scenarios: { … } }) } } }`.
 */
export function SitePage({ path }: SitePageProps) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>
  );
}
