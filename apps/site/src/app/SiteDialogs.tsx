import { isApiError } from '@aafiyat/api';
import { DEMO_REQUEST_FAILED_MESSAGE } from '@aafiyat/domain';
import { DemoRequestDialog, HelplineDialog } from '@aafiyat/ui';
import { useState } from 'react';
import { useSiteMessages } from '../i18n/language';
import { api } from './api';
import { demoProductName, type DemoTarget } from './dialogs';

/** Props of {@link SiteDialogs}. */
export interface SiteDialogsProps {
  /** Whether the helpline call-back dialog is open. */
  helplineOpen: boolean;
  /** Closes the helpline dialog. */
  onHelplineClose: () => void;
  /** The product a demo is being requested for, or null when the demo dialog is closed. */
  demo: DemoTarget | null;
  /** Closes the demo dialog. */
  onDemoClose: () => void;
}

/**
 * The site-wide helpline and demo dialogs and the calls they make. Their own chunk (the dialogs, their fields and
 * the API client), fetched when the browser is idle or at the first click, so a page's first load stays light.
 * Both stay mounted while closed: opening one only shows it, and what was typed into a closed dialog is still
 * there when it opens again.
 */
export default function SiteDialogs({ helplineOpen, onHelplineClose, demo, onDemoClose }: SiteDialogsProps) {
  const t = useSiteMessages();
  // The product the demo dialog is about: the one asked for, kept while it closes so its title does not change
  // under the closing dialog (the clinic, the hero's first slide, before anything is asked).
  const [target, setTarget] = useState<DemoTarget>(demo ?? 'clinic');
  if (demo !== null && demo !== target) setTarget(demo);
  return (
    <>
      <HelplineDialog
        open={helplineOpen}
        onOpenChange={({ open }) => {
          if (!open) onHelplineClose();
        }}
        onSubmit={async ({ phone_number }) => {
          const answer = await api.addHelplineCallback({ body: { phone_number, data: {} } });
          // Only the answer to a number that already asked today has a code: the dialog confirms it as received.
          return { alreadyReceived: 'code' in answer };
        }}
      />
      <DemoRequestDialog
        open={demo !== null}
        onOpenChange={({ open }) => {
          if (!open) onDemoClose();
        }}
        product={demoProductName(t, target)}
        demoFor={target}
        onSubmit={async ({ name, email, phone_number }) => {
          try {
            await api.addDemoRequest({ body: { name, email, phone_number, demo_for: target } });
          } catch (error) {
            // A duplicate gets the spec's wording ('Demo request already exist!'), which the dialog says in the
            // page's language when told it is a duplicate; any other failure says what happened (ApiError's message).
            if (isApiError(error, 409)) {
              throw Object.assign(new Error(DEMO_REQUEST_FAILED_MESSAGE), { duplicate: true });
            }
            throw error;
          }
        }}
      />
    </>
  );
}
