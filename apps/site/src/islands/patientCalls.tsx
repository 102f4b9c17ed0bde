import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from 'react-router-dom';
import { localeBasename } from '@aafiyat/domain';
import PatientCalls from '../app/calls/PatientCalls';
import { SiteLanguageProvider, type SiteLanguage } from '../i18n/language';
import { mountPoint } from './mount';
import { pageLoads } from './pageLoads';

/**
 * A signed-in patient's call listener and panel on a page of islands (the shell mounts them elsewhere): a call
 * rings on every page of the site, public ones included, in the page's language.
 */
export function mountPatientCalls(patientId: number, language: SiteLanguage): void {
  createRoot(mountPoint(), { identifierPrefix: 'calls-' }).render(
    <StrictMode>
      <SiteLanguageProvider language={language}>
        <Router
          basename={localeBasename(language.locale)}
          navigator={pageLoads}
          location={window.location.pathname}
        >
          <PatientCalls patientId={patientId} />
        </Router>
      </SiteLanguageProvider>
    </StrictMode>,
  );
}
