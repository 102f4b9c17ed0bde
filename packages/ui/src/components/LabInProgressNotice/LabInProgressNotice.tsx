import { LAB_IN_PROGRESS_TITLE } from '@aafiyat/domain';
import type { RefObject } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import type { OpenChange } from '../../primitives/Dialog';
import { useOpenState } from '../../primitives/Dialog/DialogOpenState';
import { link } from '../../primitives/Link/Link.css';
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
  /** Where focus goes when it closes; by default the element that opened it (the Lab tile). */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * The notice the home page's Lab tile opens while lab booking is being built (spec section 2): it says so,
 * points to the helpline meanwhile, and closes with OK.
 */
export function LabInProgressNotice({
  open,
  defaultOpen,
  onOpenChange,
  helplineNumber,
  returnFocusRef,
  data,
}: LabInProgressNoticeProps) {
  const [isOpen, setOpen] = useOpenState({ open, defaultOpen, onOpenChange });
  return (
    <Dialog
      title={LAB_IN_PROGRESS_TITLE}
      description="Booking lab tests online is coming soon: we are still building this part of Aafiyat."
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
          OK
        </Button>
      }
    >
      <Text>
        {helplineNumber ? (
          <>
            Until then, call our helpline on {/* Digits stay left to right inside an Urdu sentence. */}
            <a
              className={`${link()} ${phoneNumber}`}
              href={`tel:${helplineNumber.replace(/[^\d+]/g, '')}`}
              dir="ltr"
            >
              {helplineNumber}
            </a>{' '}
            and we will book your test for you.
          </>
        ) : (
          'Until then, call our helpline and we will book your test for you.'
        )}
      </Text>
    </Dialog>
  );
}
