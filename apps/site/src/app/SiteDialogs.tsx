import { isApiError } from '@aafiyat/api';
import { DEMO_REQUEST_FAILED_MESSAGE } from '@aafiyat/domain';
import { DemoRequestDialog, HelplineDialog } from '@aafiyat/ui';
import { api } from './api';
import { demoProducts, type DemoTarget } from './dialogs';

const slideProducts = ['clinic', 'pharmacy', 'hospital'] as const;

/** Props of {@link SiteDialogs}. */
export interface SiteDialogsProps {
  /** Whether the helpline call-back dialog is open. */
  helplineOpen: boolean;
  /** Closes the helpline dialog. */
  onHelplineClose: () => void;
  /** The demo being requested (a hero slide or a product), or null when the demo dialog is closed. */
  demo: DemoTarget | null;
  /** Closes the demo dialog. */
  onDemoClose: () => void;
}

/**
 * The site-wide helpline and demo dialogs and the calls they make. Their own chunk (the dialogs, their fields and
 * the API client), fetched when the browser is idle or at the first click, so a page's first load stays light.
 */
export default function SiteDialogs({ helplineOpen, onHelplineClose, demo, onDemoClose }: SiteDialogsProps) {
  const demoProduct = demo === null ? null : typeof demo === 'number' ? slideProducts[demo] : demo;
  return (
    <>
      <HelplineDialog
        open={helplineOpen}
        onOpenChange={({ open }) => {
          if (!open) onHelplineClose();
        }}
        onSubmit={({ phone_number }) => api.addHelplineCallback({ body: { phone_number, data: {} } })}
      />
      {demo !== null && demoProduct ? (
        <DemoRequestDialog
          open
          onOpenChange={({ open }) => {
            if (!open) onDemoClose();
          }}
          product={demoProducts[demoProduct]}
          demoFor={demo}
          onSubmit={async ({ name, email, phone_number }) => {
            try {
              await api.addDemoRequest({ body: { name, email, phone_number, demo_for: demo } });
            } catch (error) {
              // The spec's wording for a duplicate; any other failure says what happened (ApiError's message).
              if (isApiError(error, 409)) throw new Error(DEMO_REQUEST_FAILED_MESSAGE);
              throw error;
            }
          }}
        />
      ) : null}
    </>
  );
}
