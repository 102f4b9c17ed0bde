import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FieldWordings } from '../primitives/Field/serverFieldErrors';
import {
  firstFieldInError,
  keptErrors,
  noErrors,
  readFormRefusal,
  type FieldErrors,
  type FormCheck,
  type FormRefusal,
  type ShownErrors,
} from './formErrors';
import { useLocale, useMessages } from '../i18n/I18nContext';

/** The names of a form's fields: the string keys of its values. */
export type FormField<Values> = Extract<keyof Values, string>;

/** What a field's `ref` may point at: a control, or a group of them (a fieldset, a list of checkboxes). */
export type FormFieldElement = HTMLElement;

export interface FormStateOptions<Values extends object, Output, Worded extends FormField<Values>> {
  /** What the form starts with (a blank form, or what was typed before). */
  initialValues: Values | (() => Values);
  /** The fields in the order they are shown: after a failed submit, the first one in error gets focus. */
  fields: readonly FormField<Values>[];
  /**
   * Checks the values with the domain's rules, on submit and after every edit (so a fixed field's message goes).
   * Give the form's current rule: the latest one given is used.
   */
  check: (values: Values) => FormCheck<FormField<Values>, Output>;
  /**
   * Sends what the check handed back. Resolve when it was accepted (show the outcome from here); reject and the
   * form says why, keeping everything that was typed.
   */
  send: (value: Output) => Promise<unknown>;
  /** How the form speaks of its fields when the server refuses them (see `serverFieldErrors`). */
  wordings?: FieldWordings<Worded> | undefined;
  /** The alert's sentence when the server named no field the form shows; the error's message by default. */
  failureMessage?: ((error: unknown) => string) | undefined;
  /** Reads a refusal itself, instead of `wordings` and `failureMessage`. */
  readRefusal?: ((error: unknown) => FormRefusal<FormField<Values>>) | undefined;
  /** Called with everything typed so far on every edit, so a caller can keep it across steps. */
  onValuesChange?: ((values: Values) => void) | undefined;
}

/** A form's state and what its controls call. */
export interface FormState<Values extends object> {
  /** What the person has typed and chosen; kept after every failure. */
  values: Values;
  /** The sentence under each field that is wrong, from the check or from the server. */
  errors: FieldErrors<FormField<Values>>;
  /** The sentence for the form's alert (a problem no field shows, or a refusal that named no field). */
  alert: string | undefined;
  /** True while the send is under way. */
  pending: boolean;
  /** Sets one field's value (from its control's `onChange`). */
  change: <Field extends FormField<Values>>(field: Field, value: Values[Field]) => void;
  /** Sets several fields at once (a choice that clears another field). */
  update: (patch: Partial<Values>) => void;
  /** Starts again with `values` (the initial ones by default), without a message. */
  reset: (values?: Values) => void;
  /** The `ref` of a field's control (or of its group): the element focused when it is the first in error. */
  fieldRef: (field: FormField<Values>) => (element: FormFieldElement | null) => void;
  /** Moves focus to a field's control (the form shown again for another booking starts at its first field). */
  focus: (field: FormField<Values>) => void;
  /**
   * The form's submit handler: checks, marks every wrong field and focuses the first, or sends and shows the
   * server's refusal under its fields. Another submit while sending is ignored.
   */
  submit: (event?: { preventDefault: () => void }) => Promise<void>;
}

/** Where focus goes in a field: the control itself, or the first enabled control of a group (else the group). */
function focusField(element: FormFieldElement): void {
  const isControl = element.matches('input, select, textarea, button');
  const inner = isControl
    ? null
    : element.querySelector<HTMLElement>(
        'input:not([disabled]), select:not([disabled]), textarea:not([disabled])',
      );
  (inner ?? element).focus();
}

/** A control a person types into or chooses in (not a box to tick nor a file): its `value` is text. */
function textControl(
  element: FormFieldElement | undefined,
): HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null {
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return element;
  if (element instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(element.type))
    return element;
  return null;
}

/** The elements of a form's fields, each registered by a ref callback that stays the same across renders. */
function createFieldElements<Field extends string>() {
  const elements = new Map<Field, FormFieldElement>();
  const refs = new Map<Field, (element: FormFieldElement | null) => void>();
  return {
    ref(field: Field) {
      let ref = refs.get(field);
      if (ref === undefined) {
        ref = (element) => {
          if (element === null) elements.delete(field);
          else elements.set(field, element);
        };
        refs.set(field, ref);
      }
      return ref;
    },
    focus(field: Field | undefined) {
      const element = field === undefined ? undefined : elements.get(field);
      if (element !== undefined) focusField(element);
    },
    /** The text fields whose control shows other text than `values` holds, with the text it shows. */
    typed<Values extends object>(values: Values): Partial<Values> | null {
      const patch: Record<string, string> = {};
      for (const [field, element] of elements) {
        const control = textControl(element);
        const held: unknown = values[field as unknown as keyof Values];
        if (control && typeof held === 'string' && control.value !== held) patch[field] = control.value;
      }
      return Object.keys(patch).length > 0 ? (patch as Partial<Values>) : null;
    },
  };
}

interface Shown<Values, Field extends string> extends ShownErrors<Field> {
  values: Values;
}

/**
 * The state every form shares: the values (kept after any failure), a sentence under each wrong field from the
 * domain's check or from the server, the alert, the pending send, and focus on the first field in error.
 */
export function useFormState<
  Values extends object,
  Output,
  Worded extends FormField<Values> = FormField<Values>,
>(options: FormStateOptions<Values, Output, Worded>): FormState<Values> {
  type Field = FormField<Values>;
  const { fields, check, send, wordings, failureMessage, readRefusal, onValuesChange } = options;
  const t = useMessages();
  const locale = useLocale();
  const [shown, setShown] = useState<Shown<Values, Field>>(() => ({
    ...noErrors,
    values: typeof options.initialValues === 'function' ? options.initialValues() : options.initialValues,
  }));
  const [initial] = useState(() => shown.values);
  const [alert, setAlert] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [targets] = useState(createFieldElements<Field>);
  // Set at once, so a second submit before the next render does not send twice.
  const sending = useRef(false);

  const show = (errors: FieldErrors<Field>, fromServer: readonly Field[]) => {
    setShown((current) => ({ ...current, errors, fromServer }));
    targets.focus(firstFieldInError(fields, errors));
  };

  const update = (patch: Partial<Values>) => {
    const values = { ...shown.values, ...patch };
    const now = check(values);
    const edited = Object.keys(patch) as Field[];
    setShown({ values, ...keptErrors(shown, now.ok ? {} : now.errors, edited) });
    onValuesChange?.(values);
  };

  // What was typed into the fields before the form was live (a prerendered form, before its script arrived), or
  // what the browser put back on a return to the page: React leaves it on screen without telling the form, which
  // would then check and send empty fields. The form takes it as typed, once, as it goes live.
  const adoptTyped = useEffectEvent(() => {
    const typed = targets.typed(shown.values);
    if (typed) update(typed);
  });
  useEffect(() => {
    adoptTyped();
  }, []);

  const submit = async (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    if (sending.current) return;
    const result = check(shown.values);
    if (!result.ok) {
      setAlert(result.summary);
      show(result.errors, []);
      return;
    }
    sending.current = true;
    setShown((current) => ({ ...current, ...noErrors }));
    setAlert(undefined);
    setPending(true);
    try {
      await send(result.value);
    } catch (error) {
      const refusal = readRefusal
        ? readRefusal(error)
        : readFormRefusal(t, error, wordings, failureMessage, locale);
      // The worded fields are some of the form's fields.
      const errors = refusal.errors as FieldErrors<Field>;
      setAlert(refusal.alert);
      show(errors, Object.keys(errors) as Field[]);
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  return {
    values: shown.values,
    errors: shown.errors,
    alert,
    pending,
    change: (field, value) => {
      update({ [field]: value } as unknown as Partial<Values>);
    },
    update,
    reset: (values = initial) => {
      setShown({ ...noErrors, values });
      setAlert(undefined);
    },
    fieldRef: (field) => targets.ref(field),
    focus: (field) => {
      targets.focus(field);
    },
    submit,
  };
}
