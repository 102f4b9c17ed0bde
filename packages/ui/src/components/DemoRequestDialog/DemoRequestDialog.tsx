import {
  DEMO_REQUEST_RECEIVED_MESSAGE,
  type DemoFor,
  type DemoRequest,
  NAME_MAX_LENGTH,
} from '@aafiyat/domain';
import { useId, useEffect, useRef, useState, type RefObject, type SubmitEvent } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog, type OpenChange } from '../../primitives/Dialog';
import { useOpenState } from '../../primitives/Dialog/DialogOpenState';
import { EmailField } from '../../primitives/EmailField';
import { refusalAlert, serverFieldErrors } from '../../primitives/Field/serverFieldErrors';
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
  remainingErrors,
  type DemoRequestErrors,
  type DemoRequestField,
  type DemoRequestValues,
} from './DemoRequestDialogForm';

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
  const [isOpen, setOpen] = useOpenState({ open, defaultOpen, onOpenChange });
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<DemoRequestErrors>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState(false);
  const [openedBefore, setOpenedBefore] = useState(isOpen);
  const formId = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
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
      setValues(emptyValues);
    }
  }

  const change = (field: DemoRequestField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors(remainingErrors(errors, next, demoFor));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const focusFirst = (wrong: DemoRequestErrors) => {
      const first = demoRequestFields.find((field) => wrong[field] !== undefined);
      const inputs = { name: nameRef, email: emailRef, phone: phoneRef };
      if (first) inputs[first].current?.focus();
    };
    const check = checkDemoRequest(values, demoFor);
    if (!check.ok) {
      setErrors(check.errors);
      setFailure(check.summary);
      focusFirst(check.errors);
      return;
    }
    setErrors({});
    setFailure(undefined);
    setSending(true);
    try {
      await onSubmit(check.request);
      setReceived(true);
    } catch (error) {
      // The server's field problems in each field's own words under it (never a validator's text, and never
      // under another field); only what no field shows goes to the alert.
      const refusal = serverFieldErrors(error, demoRequestFieldWordings);
      setErrors(refusal.errors);
      setFailure(refusalAlert(refusal, demoRequestFailureMessage(error)));
      focusFirst(refusal.errors);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      title={`Request a demo of the ${product}`}
      description={received ? undefined : 'Tell us how to reach you and we will arrange a free demo.'}
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
            Done
          </Button>
        ) : (
          <Button type="submit" form={formId} pending={sending}>
            Request a demo
          </Button>
        )
      }
    >
      {received ? (
        <InlineAlert tone="positive" title={DEMO_REQUEST_RECEIVED_MESSAGE} announce>
          Our team will contact you at {values.email} to arrange your demo.
        </InlineAlert>
      ) : (
        <form id={formId} className={formClass} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            ref={nameRef}
            label="Your name"
            name="name"
            autoComplete="name"
            autoCapitalize="words"
            spellCheck={false}
            maxLength={NAME_MAX_LENGTH}
            required
            value={values.name}
            error={errors.name}
            onChange={({ value }) => {
              change('name', value);
            }}
          />
          <EmailField
            ref={emailRef}
            label="Email address"
            name="email"
            required
            value={values.email}
            error={errors.email}
            onChange={({ value }) => {
              change('email', value);
            }}
          />
          <PhoneField
            ref={phoneRef}
            label="Mobile number"
            name="phone_number"
            required
            value={values.phone}
            error={errors.phone}
            onChange={({ value }) => {
              change('phone', value);
            }}
          />
          {failure === undefined ? null : (
            <InlineAlert tone="critical" announce>
              {failure}
            </InlineAlert>
          )}
          <div role="status">
            <VisuallyHidden>{sending ? 'Sending your request…' : ''}</VisuallyHidden>
          </div>
        </form>
      )}
    </Dialog>
  );
}
