import { Button, type ButtonProps } from '@aafiyat/ui';
import { useDialogs } from '../app/dialogs';

/** Props of {@link HelplineButtonIsland}. */
export interface HelplineButtonIslandProps {
  /** The button's words, in the page's language. */
  readonly label: string;
  /** The button's look (the library's default when left out). */
  readonly variant?: ButtonProps['variant'];
}

/** A button that opens the helpline call-back dialog, on a page that is otherwise only text. */
export default function HelplineButtonIsland({ label, variant }: HelplineButtonIslandProps) {
  const { openHelpline } = useDialogs();
  return (
    <Button icon="phone" onClick={openHelpline} {...(variant ? { variant } : {})}>
      {label}
    </Button>
  );
}
