import type { RefObject } from 'react';
import { useMessages } from '../../i18n/I18nContext';
import { RichMessage } from '../../i18n/RichMessage';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import type { OpenChange } from '../../primitives/Dialog';
import { useOpenState } from '../../primitives/Dialog/DialogOpenState';
import { Link } from '../../primitives/Link';
import { link } from '../../primitives/Link/Link.css';
import { Stack } from '../../layout/Stack';
import { Text } from '../../primitives/Text';
import { phoneNumber } from './LabInProgressNotice.css';

export interface LabInProgressNoticeProps {
  /** Whether it is open (controlled); the Lab tile owns this state. */
  open?: boolean;
  /** Whether it starts open, when `open` is not given. */
  defaultOpen?: boolean;
  /** Called with `{ open: false }` when OK, Escape, the close button or the backdrop closes it. */
  onOpenChange?: (change: OpenChange) => void;
  /** The helpline's number, offered as a link that dials it; the sentence stays general without it. */
  helplineNumber?: string;
  /**
   * The partner labs' list: the notice says they can already be booked and links to it (the link closes the
   * notice). Without it the notice offers only the helpline.
   */
  labsHref?: string;
  /** Where focus goes when it closes; by default the element that opened it (the Lab tile). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * The notice the home page's Lab tile opens while online lab ordering is being built: it says so, points to the
 * partner labs, which can already be booked, and to the helpline, and closes with OK.
 */
export function LabInProgressNotice({
  open,
  defaultOpen,
  onOpenChange,
  helplineNumber,
  labsHref,
  returnFocusRef,
  data,
}: LabInProgressNoticeProps) {
  const t = useMessages();
  const [isOpen, setOpen] = useOpenState({ open, defaultOpen, onOpenChange });
  // Digits stay left to right inside an Urdu sentence; a number broken across two lines reads as two numbers.
  const helpline = helplineNumber ? (
    <a className={`${link()} ${phoneNumber}`} href={`tel:${helplineNumber.replace(/[^\d+]/g, '')}`} dir="ltr">
      {helplineNumber}
    </a>
  ) : null;
  return (
    <Dialog
      title={t('LabInProgressNotice.title')}
      description={
        labsHref === undefined ? t('LabInProgressNotice.comingSoon') : t('LabInProgressNotice.stillBuilding')
      }
      size="small"
      // Mostly text: focus starts on OK, so Enter dismisses it and screen readers read the notice first.
      initialFocus="footer"
      open={isOpen}
      onOpenChange={(change) => {
        setOpen(change.open);
      }}
      {...(returnFocusRef ? { returnFocusRef } : {})}
      {...(data ? { data } : {})}
      footer={
        <Button
          onClick={() => {
            setOpen(false);
          }}
        >
          {t('Common.ok')}
        </Button>
      }
    >
      <Stack gap="medium">
        {labsHref === undefined ? null : (
          <Text>
            <RichMessage
              id="LabInProgressNotice.partnerLabs"
              values={{
                link: (
                  <Link
                    href={labsHref}
                    underline="always"
                    onClick={() => {
                      setOpen(false);
                    }}
                  >
                    {t('LabInProgressNotice.partnerLabsLink')}
                  </Link>
                ),
              }}
            />
          </Text>
        )}
        <Text>
          {labsHref === undefined ? (
            helpline ? (
              <RichMessage id="LabInProgressNotice.untilThenCall" values={{ phone: helpline }} />
            ) : (
              t('LabInProgressNotice.untilThen')
            )
          ) : helpline ? (
            <RichMessage id="LabInProgressNotice.orCall" values={{ phone: helpline }} />
          ) : (
            t('LabInProgressNotice.or')
          )}
        </Text>
      </Stack>
    </Dialog>
  );
}
