import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'react-router-dom';
import PatientCalls from '../app/calls/PatientCalls';
import { mountPoint } from './mount';
import { pageLoads } from './pageLoads';

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
