import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import PatientCalls from '../app/calls/PatientCalls';
import { mountPoint } from './mount';

const href = (to: To): string => (typeof to === 'string' ? to : createPath(to));

/**
 * On a page of islands there is no client-side routing: going somewhere is a page load. The address changes
 * first, as a router's would, then the page loads it: a call view closing in the same moment goes back over its
 * own history entry only while that entry is still the current one (`@aafiyat/ui`'s modal history), and a
 * `location.assign` still under way would be cancelled by that step back.
 */
const pageLoads: Navigator = {
  createHref: href,
  go: (delta) => {
    window.history.go(delta);
  },
  push: (to) => {
    window.history.pushState(null, '', href(to));
    window.location.reload();
  },
  replace: (to) => {
    window.history.replaceState(null, '', href(to));
    window.location.reload();
  },
};

/**
 * A signed-in patient's call listener and panel on a page of islands (the shell mounts them elsewhere): a call
 * rings on every page of the site, public ones included.
 */
export function mountPatientCalls(patientId: number): void {
  createRoot(mountPoint(), { identifierPrefix: 'calls-' }).render(
    <StrictMode>
      <Router navigator={pageLoads} location={window.location.pathname}>
        <PatientCalls patientId={patientId} />
      </Router>
    </StrictMode>,
  );
}
