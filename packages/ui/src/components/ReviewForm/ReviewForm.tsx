import { useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { normalizeReviewText, type ReviewRating } from '@aafiyat/domain';
import { useFormState } from '../../forms/useFormState';
import { useMessages } from '../../i18n/I18nContext';
import { RichMessage } from '../../i18n/RichMessage';
import { Button, dataAttributes } from '../../primitives/Button/Button';
import { Field } from '../../primitives/Field';
import { control } from '../../primitives/Field/Field.css';
import { InlineAlert } from '../../primitives/InlineAlert';
import { textArea } from '../../primitives/TextAreaField/TextAreaField.css';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { RatingInput } from '../RatingInput';
import * as styles from './ReviewForm.css';
import { ReviewFormCount } from './ReviewFormCount';
import {
  checkReview,
  reviewFormFields,
  type ReviewFormField,
  type ReviewFormReview,
  type ReviewFormValues,
} from './reviewFormCheck';

export interface ReviewFormProps {
  /** The doctor the review is of ("Dr. Sana Mirza"), named at the top of the form. */
  doctorName: string;
  /** Which visit is reviewed, in the caller's words ("In-clinic visit on 20 November 2026"), under the doctor's name. */
  visitLabel?: string | undefined;
  /**
   * Called with the review once the domain's check (`reviewProblems`) finds nothing wrong: the stars and the words
   * normalised by `normalizeReviewText`. Show the outcome through `submitting` and `errors`.
   */
  onSubmit: (review: ReviewFormReview) => void;
  /** Called by the Cancel button, which is shown only when this is given. */
  onCancel?: (() => void) | undefined;
  /** The review is being sent: the button shows it is busy and ignores presses; what was typed stays. */
  submitting?: boolean | undefined;
  /**
   * The server's refusal, already in words: `rating` and `text` under their fields (each until that field is
   * edited; the first of them gets focus when they arrive), `form` in an alert at the top of the form.
   */
  errors?: { rating?: string | undefined; text?: string | undefined; form?: string | undefined } | undefined;
  /** What the form starts with (a review written before). */
  initial?: { rating?: ReviewRating | undefined; text?: string | undefined } | undefined;
  /** Test and analytics hooks, rendered as `data-*` attributes on the form. */
  data?: Record<string, string> | undefined;
}

/** The server's field messages as one value, to tell when the caller gives new ones. */
function serverKey(errors: ReviewFormProps['errors']): string {
  return JSON.stringify([errors?.rating ?? null, errors?.text ?? null, errors?.form ?? null]);
}

/**
 * "Rate your visit": a form without a heading (the caller's dialog or page gives the title) naming the doctor and
 * the visit, the stars ("Your rating"), the words ("Your review (optional)") with how many of the 1,000 characters
 * are used, a line saying how the author is named, and Send review (and Cancel when `onCancel` is given). On
 * submit the domain's `reviewProblems` checks it: a problem is said under its field and the first field at fault
 * gets focus, keeping everything typed; with none, `onSubmit` gets the review with its words normalised.
 */
export function ReviewForm({
  doctorName,
  visitLabel,
  onSubmit,
  onCancel,
  submitting = false,
  errors,
  initial,
  data,
}: ReviewFormProps) {
  const t = useMessages();
  const introId = useId();
  const limitId = useId();
  const form = useFormState({
    initialValues: (): ReviewFormValues => ({ rating: initial?.rating ?? null, text: initial?.text ?? '' }),
    fields: reviewFormFields,
    check: (values) => checkReview(t, values),
    send: (review) => {
      onSubmit(review);
      return Promise.resolve();
    },
  });

  // A server message stands until its field is edited; new messages from the caller stand again.
  const key = serverKey(errors);
  const [server, setServer] = useState<{ key: string; edited: readonly ReviewFormField[] }>({
    key,
    edited: [],
  });
  if (server.key !== key) setServer({ key, edited: [] });
  const errorOf = (field: ReviewFormField) =>
    form.errors[field] ?? (server.edited.includes(field) ? undefined : errors?.[field]);

  // When the caller gives new field messages (a refused send), focus goes to the first field they are about, as
  // it does after the form's own check: in the same commit that shows them, so nothing is typed in between.
  const focusServerError = useEffectEvent(() => {
    const first = reviewFormFields.find((field) => errors?.[field] !== undefined);
    if (first !== undefined) form.focus(first);
  });
  const focusedFor = useRef(key);
  useLayoutEffect(() => {
    if (focusedFor.current === key) return;
    focusedFor.current = key;
    focusServerError();
  }, [key]);

  const edit = <Name extends ReviewFormField>(field: Name, value: ReviewFormValues[Name]) => {
    form.change(field, value);
    if (!server.edited.includes(field)) setServer({ key, edited: [...server.edited, field] });
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={introId}
      onSubmit={(event) => {
        event.preventDefault();
        // Enter on a star submits too, past the busy button: nothing is sent twice.
        if (!submitting) void form.submit();
      }}
      {...dataAttributes(data)}
    >
      {errors?.form ? (
        <InlineAlert tone="critical" announce>
          {errors.form}
        </InlineAlert>
      ) : null}
      <div className={styles.intro}>
        <p id={introId} className={styles.about}>
          <RichMessage id="ReviewForm.about" values={{ doctor: <bdi>{doctorName}</bdi> }} />
        </p>
        {visitLabel ? <p className={styles.visit}>{visitLabel}</p> : null}
      </div>
      <RatingInput
        ref={form.fieldRef('rating')}
        label={t('ReviewForm.rating')}
        name="rating"
        value={form.values.rating}
        onChange={(rating) => {
          edit('rating', rating);
        }}
        error={errorOf('rating')}
        required
      />
      <Field
        label={t('ReviewForm.text')}
        hint={t('ReviewForm.nameHint')}
        error={errorOf('text')}
        describedBy={limitId}
      >
        {(field) => (
          <>
            <textarea
              ref={form.fieldRef('text')}
              className={`${control} ${textArea}`}
              name="text"
              rows={5}
              // An Urdu review on an English page (or the other way) is written in its own direction.
              dir="auto"
              value={form.values.text}
              onChange={(event) => {
                edit('text', event.target.value);
              }}
              {...field}
            />
            <ReviewFormCount length={normalizeReviewText(form.values.text).length} limitId={limitId} />
          </>
        )}
      </Field>
      <div role="status">
        <VisuallyHidden>{submitting ? t('ReviewForm.sending') : ''}</VisuallyHidden>
      </div>
      <div className={styles.actions}>
        <Button type="submit" pending={submitting}>
          {t('ReviewForm.submit')}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('ReviewForm.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
