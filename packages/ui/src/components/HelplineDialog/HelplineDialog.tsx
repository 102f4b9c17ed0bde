import {
  HELPLINE_INVALID_PHONE_MESSAGE,
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
import { RichMessage } from '../../i18n/RichMessage';
import type { Translate } from '../../i18n/translator';

/** How the dialog speaks of its one field when the server refuses it. */
function helplineFieldWordings(t: Translate): FieldWordings<'phone'> {
  return {
    phone: {
      property: 'phone_number',
      label: t('HelplineDialog.phoneLabel'),
      messages: { invalid_format: t('HelplineDialog.invalidPhone') },
    },
  };
}

/** The dialog's title ("Request a call back"), in the translator's language. */
export function helplineDialogTitle(t: Translate): string {
  return t('HelplineDialog.title');
}

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
      setPhoneError(
        result.message === HELPLINE_INVALID_PHONE_MESSAGE ? t('HelplineDialog.invalidPhone') : result.message,
      );
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
      const refused = serverFieldErrors(t, error, helplineFieldWordings(t)).errors.phone;
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
      title={helplineDialogTitle(t)}
      description={received ? undefined : t('HelplineDialog.description')}
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
            {t('Common.done')}
          </Button>
        ) : (
          <Button type="submit" form={formId} icon="phone" pending={step === 'sending'}>
            {t('HelplineDialog.submit')}
          </Button>
        )
      }
    >
      {received ? (
        <InlineAlert
          tone="positive"
          title={alreadyReceived ? t('HelplineDialog.alreadyReceived') : t('HelplineDialog.received')}
          announce
        >
          <RichMessage id="HelplineDialog.willCall" values={{ phone: <bdi dir="ltr">{phone}</bdi> }} />
        </InlineAlert>
      ) : (
        <form id={formId} className={formClass} noValidate onSubmit={(event) => void submit(event)}>
          <PhoneField
            ref={phoneRef}
            label={t('HelplineDialog.phoneLabel')}
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
              {t('HelplineDialog.failed')}
            </InlineAlert>
          ) : null}
          <div role="status">
            <VisuallyHidden>{step === 'sending' ? t('Common.sendingRequest') : ''}</VisuallyHidden>
          </div>
        </form>
      )}
    </Dialog>
  );
}
