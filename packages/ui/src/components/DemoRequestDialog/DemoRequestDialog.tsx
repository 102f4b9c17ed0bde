import { type DemoFor, type DemoRequest, NAME_MAX_LENGTH } from '@aafiyat/domain';
import { useId, useEffect, useRef, useState, type RefObject } from 'react';
import { useFormState } from '../../forms/useFormState';
import { Button } from '../../primitives/Button';
import { Dialog, type OpenChange } from '../../primitives/Dialog';
import { useOpenState } from '../../primitives/Dialog/DialogOpenState';
import { EmailField } from '../../primitives/EmailField';
import { InlineAlert } from '../../primitives/InlineAlert';
import { PhoneField } from '../../primitives/PhoneField';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { form as formClass } from './DemoRequestDialog.css';
import {
  checkDemoRequest,
  demoRequestFailureMessage,
  demoRequestFieldWordings,
  demoRequestFields,
  type DemoRequestValues,
} from './DemoRequestDialogForm';
import { useLocale, useMessages } from '../../i18n/I18nContext';
import { RichMessage } from '../../i18n/RichMessage';

export interface DemoRequestDialogProps {
  /** Whether it is open (controlled); the caller owns the REQUEST A DEMO button and this state. */
  open?: boolean;
  /** Whether it starts open, when `open` is not given. */
  defaultOpen?: boolean;
  /** Called with `{ open: false }` when Done, Escape, the close button or the backdrop closes it. */
  onOpenChange?: (change: OpenChange) => void;
  /** The product the demo is of, as it reads in "Request a demo of the …" ("clinic management system"). */
  product: string;
  /** Sent as `demo_for`: the product word (`clinic`, `pharmacy`, `hospital`, `online_consultation`). */
  demoFor: DemoFor;
  /**
   * Sends the request (`POST /api/demo_request/add`). Resolve when it is accepted. Reject with an `Error`
   * whose message is what to show (map a duplicate, HTTP 409, to 'Demo request already exist!'), or with
   * `{ duplicate: true }`; the dialog shows the message and keeps what was typed for another try.
   */
  onSubmit: (request: DemoRequest) => Promise<unknown>;
  /** Where focus goes when it closes; by default the element that opened it. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

const emptyValues: DemoRequestValues = { name: '', email: '', phone: '' };

/**
 * The demo request dialog: name, email and mobile number, checked with
 * @aafiyat/domain's `validateDemoRequest`; then 'Request Received!'.
 */
export function DemoRequestDialog({
  open,
  defaultOpen,
  onOpenChange,
  product,
  demoFor,
  onSubmit,
  returnFocusRef,
  data,
}: DemoRequestDialogProps) {
  const t = useMessages();
  const locale = useLocale();
  const [isOpen, setOpen] = useOpenState({ open, defaultOpen, onOpenChange });
  const [received, setReceived] = useState(false);
  const [openedBefore, setOpenedBefore] = useState(isOpen);
  const form = useFormState({
    initialValues: emptyValues,
    fields: demoRequestFields,
    check: (values) => checkDemoRequest(t, values, demoFor),
    send: async (request) => {
      await onSubmit(request);
      setReceived(true);
    },
    wordings: demoRequestFieldWordings(t),
    failureMessage: (error) => demoRequestFailureMessage(t, error, locale),
  });
  const formId = useId();
  const doneRef = useRef<HTMLButtonElement>(null);
  // The submit button is gone once the request is received: focus goes to Done, under the announced
  // confirmation, after the render that shows it (a later frame may come late on a busy phone).
  useEffect(() => {
    if (received) doneRef.current?.focus();
  }, [received]);

  // Opening again after a request went through starts a fresh form (state adjusted during render, as React
  // recommends over an effect).
  if (isOpen !== openedBefore) {
    setOpenedBefore(isOpen);
    if (isOpen && received) {
      setReceived(false);
      form.reset();
    }
  }

  return (
    <Dialog
      title={t('DemoRequestDialog.title', { product })}
      description={received ? undefined : t('DemoRequestDialog.description')}
      open={isOpen}
      onOpenChange={(next) => {
        setOpen(next.open);
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
          <Button type="submit" form={formId} pending={form.pending}>
            {t('DemoRequestDialog.submit')}
          </Button>
        )
      }
    >
      {received ? (
        <InlineAlert tone="positive" title={t('DemoRequestDialog.received')} announce>
          <RichMessage
            id="DemoRequestDialog.willContact"
            values={{ email: <bdi dir="ltr">{form.values.email}</bdi> }}
          />
        </InlineAlert>
      ) : (
        <form id={formId} className={formClass} noValidate onSubmit={(event) => void form.submit(event)}>
          <TextField
            ref={form.fieldRef('name')}
            label={t('DemoRequestDialog.nameLabel')}
            name="name"
            autoComplete="name"
            autoCapitalize="words"
            spellCheck={false}
            maxLength={NAME_MAX_LENGTH}
            required
            value={form.values.name}
            error={form.errors.name}
            onChange={({ value }) => {
              form.change('name', value);
            }}
          />
          <EmailField
            ref={form.fieldRef('email')}
            label={t('DemoRequestDialog.emailLabel')}
            name="email"
            required
            value={form.values.email}
            error={form.errors.email}
            onChange={({ value }) => {
              form.change('email', value);
            }}
          />
          <PhoneField
            ref={form.fieldRef('phone')}
            label={t('DemoRequestDialog.phoneLabel')}
            name="phone_number"
            required
            value={form.values.phone}
            error={form.errors.phone}
            onChange={({ value }) => {
              form.change('phone', value);
            }}
          />
          {form.alert === undefined ? null : (
            <InlineAlert tone="critical" announce>
              {form.alert}
            </InlineAlert>
          )}
          <div role="status">
            <VisuallyHidden>{form.pending ? t('Common.sendingRequest') : ''}</VisuallyHidden>
          </div>
        </form>
      )}
    </Dialog>
  );
}
