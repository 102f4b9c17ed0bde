import {
  HELPLINE_ALREADY_RECEIVED_MESSAGE,
  HELPLINE_INVALID_PHONE_MESSAGE,
  HELPLINE_REQUEST_RECEIVED_MESSAGE,
  HELPLINE_SEND_FAILED_MESSAGE,
  validateHelplineRequest,
  type HelplineRequest,
} from '@aafiyat/domain';
import { useId, useEffect, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog, type OpenChange } from '../../primitives/Dialog';
import { useOpenState } from '../../primitives/Dialog/DialogOpenState';
import { serverFieldErrors, type FieldWordings } from '../../primitives/Field/serverFieldErrors';
import { InlineAlert } from '../../primitives/InlineAlert';
import { PhoneField } from '../../primitives/PhoneField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { form as formClass } from './HelplineDialog.css';
import { useMessages } from '../../i18n/I18nContext';

/** How the dialog speaks of its one field when the server refuses it. */
const helplineFieldWordings: FieldWordings<'phone'> = {
  phone: {
    property: 'phone_number',
    label: 'Mobile number',
    messages: { invalid_format: HELPLINE_INVALID_PHONE_MESSAGE },
  },
};

/** The dialog's title. */
export const HELPLINE_DIALOG_TITLE = 'Request a call back';

/** What a sent request came to, as `onSubmit` resolves it. */
export interface HelplineSubmitResult {
  /**
   * The number had already asked for a call-back today: nothing new was stored, and the dialog confirms with
   * 'We have already received your Request' (a confirmation, not an error: the team will still call).
   */
  alreadyReceived?: boolean;
}

export interface HelplineDialogProps {
  /** Whether it is open (controlled); the caller owns the "call me back" button and this state. */
  open?: boolean;
  /** Whether it starts open, when `open` is not given. */
  defaultOpen?: boolean;
  /** Called with `{ open: false }` when Done, Escape, the close button or the backdrop closes it. */
  onOpenChange?: (change: OpenChange) => void;
  /**
   * Sends the request (`POST /api/admin/call-helpline/add`) with the number in `03XXXXXXXXX` form. Resolve
   * when it is received (with `{ alreadyReceived: true }` when the number had already asked today); reject on
   * any failure, and the dialog says 'Something went wrong try again!' and keeps the number for another try.
   */
  onSubmit: (request: HelplineRequest) => Promise<HelplineSubmitResult | undefined>;
  /** Where focus goes when it closes; by default the element that opened it. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

type Step = 'form' | 'sending' | 'failed' | 'received';

/**
 * The helpline call-back dialog: step 0 asks for a mobile number, checked with
 * @aafiyat/domain's `validateHelplineRequest`; step 1 confirms 'We have received your Request'.
 */
export function HelplineDialog({
  open,
  defaultOpen,
  onOpenChange,
  onSubmit,
  returnFocusRef,
  data,
}: HelplineDialogProps) {
  const t = useMessages();
  const [isOpen, setOpen] = useOpenState({ open, defaultOpen, onOpenChange });
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [step, setStep] = useState<Step>('form');
  const [alreadyReceived, setAlreadyReceived] = useState(false);
  const [openedBefore, setOpenedBefore] = useState(isOpen);
  const formId = useId();
  const phoneRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  // The submit button is gone once the request is received: focus goes to Done, under the announced
  // confirmation, after the render that shows it (a later frame may come late on a busy phone).
  useEffect(() => {
    if (step === 'received') doneRef.current?.focus();
  }, [step]);

  // Opening again after a request went through starts a fresh form (state adjusted during render, as React
  // recommends over an effect).
  if (isOpen !== openedBefore) {
    setOpenedBefore(isOpen);
    if (isOpen && step === 'received') {
      setStep('form');
      setPhone('');
    }
  }

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 'sending') return;
    const result = validateHelplineRequest({ phone });
    if (!result.ok) {
      setPhoneError(result.message);
      phoneRef.current?.focus();
      return;
    }
    setPhoneError(undefined);
    setStep('sending');
    try {
      const outcome = await onSubmit(result.value);
      setAlreadyReceived(outcome?.alreadyReceived === true);
      setStep('received');
    } catch (error) {
      // A number the server refuses gets the spec's wording under the field; any other failure, the spec's alert.
      const refused = serverFieldErrors(t, error, helplineFieldWordings).errors.phone;
      if (refused === undefined) {
        setStep('failed');
        return;
      }
      setPhoneError(refused);
      setStep('form');
      phoneRef.current?.focus();
    }
  };

  const received = step === 'received';
  return (
    <Dialog
      title={HELPLINE_DIALOG_TITLE}
      description={
        received
          ? undefined
          : 'Leave your mobile number and our team will call you back within working hours.'
      }
      size="small"
      open={isOpen}
      onOpenChange={(change) => {
        setOpen(change.open);
      }}
      {...(returnFocusRef ? { returnFocusRef } : {})}
      {...(data ? { data } : {})}
      footer={
        received ? (
          <Button
            ref={doneRef}
            onClick={() => {
              setOpen(false);
            }}
          >
            Done
          </Button>
        ) : (
          <Button type="submit" form={formId} icon="phone" pending={step === 'sending'}>
            Call me back
          </Button>
        )
      }
    >
      {received ? (
        <InlineAlert
          tone="positive"
          title={alreadyReceived ? HELPLINE_ALREADY_RECEIVED_MESSAGE : HELPLINE_REQUEST_RECEIVED_MESSAGE}
          announce
        >
          We will call you on {phone}.
        </InlineAlert>
      ) : (
        <form id={formId} className={formClass} noValidate onSubmit={(event) => void submit(event)}>
          <PhoneField
            ref={phoneRef}
            label="Mobile number"
            name="phone_number"
            required
            value={phone}
            error={phoneError}
            onChange={({ value }) => {
              setPhone(value);
              // Once the number is fixed the message goes; a still-wrong number keeps it until the next try.
              if (phoneError !== undefined && validateHelplineRequest({ phone: value }).ok) {
                setPhoneError(undefined);
              }
            }}
          />
          {step === 'failed' ? (
            <InlineAlert tone="critical" announce>
              {HELPLINE_SEND_FAILED_MESSAGE}
            </InlineAlert>
          ) : null}
          <div role="status">
            <VisuallyHidden>{step === 'sending' ? 'Sending your request…' : ''}</VisuallyHidden>
          </div>
        </form>
      )}
    </Dialog>
  );
}
