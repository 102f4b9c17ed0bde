import { NAME_MAX_LENGTH } from '@aafiyat/domain';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useFormState } from '../../forms/useFormState';
import { Button } from '../../primitives/Button';
import { CheckboxGroup } from '../../primitives/Checkbox';
import { Field } from '../../primitives/Field';
import { control } from '../../primitives/Field/Field.css';
import { Heading } from '../../primitives/Heading';
import { InlineAlert } from '../../primitives/InlineAlert';
import { PhoneField } from '../../primitives/PhoneField';
import { Select } from '../../primitives/Select';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { LabProfileCatalogue } from './LabProfileBranches';
import * as styles from './LabProfile.css';
import {
  checkLabBooking,
  labBookingFieldWordings,
  labBookingFields,
  type LabBookingValues,
} from './LabProfileBookingForm';
import type {
  LabProfileBooking as LabBooking,
  LabProfileBookingRequest,
  LabProfileBranch,
  LabProfileCategories,
  LabProfileLab,
} from './LabProfileTypes';
import { useMessages } from '../../i18n/I18nContext';
import { formatRupees } from '../../i18n/format';
import { RichMessage } from '../../i18n/RichMessage';

interface Confirmation {
  bookingId: number;
  phoneNumber: string;
  branchName: string;
}

export interface LabProfileBookingProps {
  /** The lab booked at. */
  lab: LabProfileLab;
  /** Its branches, offered in the branch choice. */
  branches: readonly LabProfileBranch[];
  /** Each branch's catalogue, by branch id. */
  categories: Readonly<Partial<Record<number, LabProfileCategories>>>;
  /** The chosen branch (kept by the profile, so a branch's "Book a test here" can choose it). */
  branchId: number | undefined;
  /** Called when the person picks another branch. */
  onBranchChange: (change: { branchId: number | undefined }) => void;
  /** Asks for a branch's catalogue again after a failure. */
  onCategoriesNeeded: (change: { branchId: number }) => void;
  /** Sends the booking; see `LabProfileProps.onBook`. */
  onBook: (request: LabProfileBookingRequest) => Promise<LabBooking>;
  /** The earliest date that can be chosen, `YYYY-MM-DD`. */
  today: string;
  /** The section's heading, focused when a branch's "Book a test here" is pressed. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The booking form (`POST /api/medical-test-labs/citi/booking`): who, which branch, which tests, which day. */
export function LabProfileBooking({
  lab,
  branches,
  categories,
  branchId,
  onBranchChange,
  onCategoriesNeeded,
  onBook,
  today,
  headingRef,
}: LabProfileBookingProps) {
  const t = useMessages();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [shownBranchId, setShownBranchId] = useState(branchId);
  const headingId = useId();
  const formId = useId();
  const dateId = useId();
  const confirmationRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the next render is on screen (the element it names does not exist before).
  const focusAfterRender = useRef<'confirmation' | 'name' | null>(null);
  const branchText = branchId === undefined ? '' : String(branchId);
  const branch = branches.find((item) => item.id === branchId);
  const form = useFormState({
    initialValues: (): LabBookingValues => ({ name: '', phone: '', branch: branchText, tests: [], date: '' }),
    fields: labBookingFields,
    check: (values) => checkLabBooking(t, values, lab.id, today),
    send: async (request) => {
      const booking = await onBook(request);
      setConfirmation({
        bookingId: booking.booking_id,
        phoneNumber: request.phone_number,
        branchName: branch?.branch_name ?? '',
      });
      // The form is gone: focus goes to the confirmation (once rendered), which is also announced.
      focusAfterRender.current = 'confirmation';
    },
    wordings: labBookingFieldWordings(t),
  });
  const { values, errors } = form;
  useEffect(() => {
    const target = focusAfterRender.current;
    if (target === 'name') form.focus('name');
    else if (target === 'confirmation') confirmationRef.current?.focus();
    focusAfterRender.current = null;
  });

  const catalogue = branchId === undefined ? undefined : categories[branchId];
  const loadedTests =
    catalogue?.status === 'loaded' ? catalogue.categories.flatMap((item) => item.tests) : [];
  const chosenTests = loadedTests.filter((test) => values.tests.includes(String(test.id)));

  // The branch is the profile's (a branch's "Book a test here" chooses it). Another branch has another catalogue:
  // the ticks of the last one go (state adjusted during render, as React recommends over an effect), and a message
  // the choice fixed goes with them.
  if (branchId !== shownBranchId) {
    setShownBranchId(branchId);
    form.update({ branch: branchText, tests: [] });
  }

  const bookAnother = () => {
    form.reset({ ...values, tests: [], date: '' });
    setConfirmation(null);
    focusAfterRender.current = 'name';
  };

  return (
    <section className={styles.booking} aria-labelledby={headingId}>
      <Heading level={2} size="medium" id={headingId} tabIndex={-1} ref={headingRef}>
        {t('LabProfile.bookTest')}
      </Heading>
      {branches.length === 0 ? (
        <Text tone="muted">{t('LabProfile.bookingOpensLater', { lab: lab.lab_name })}</Text>
      ) : confirmation !== null ? (
        <>
          <InlineAlert
            tone="positive"
            title={t('LabProfile.requested')}
            announce
            tabIndex={-1}
            ref={confirmationRef}
          >
            <RichMessage
              id="LabProfile.confirmation"
              values={{
                booking: confirmation.bookingId,
                lab:
                  confirmation.branchName === ''
                    ? lab.lab_name
                    : `${lab.lab_name} (${confirmation.branchName})`,
                phone: <span className={styles.phoneNumber}>{confirmation.phoneNumber}</span>,
              }}
            />
          </InlineAlert>
          <div className={styles.actions}>
            <Button variant="outline" onClick={bookAnother}>
              {t('LabProfile.bookAnother')}
            </Button>
          </div>
        </>
      ) : (
        <form id={formId} className={styles.form} noValidate onSubmit={(event) => void form.submit(event)}>
          <Text tone="muted">{t('LabProfile.noSignIn')}</Text>
          <TextField
            ref={form.fieldRef('name')}
            label={t('DemoRequestDialog.nameLabel')}
            name="name"
            autoComplete="name"
            autoCapitalize="words"
            spellCheck={false}
            maxLength={NAME_MAX_LENGTH}
            required
            value={values.name}
            error={errors.name}
            onChange={({ value }) => {
              form.change('name', value);
            }}
          />
          <PhoneField
            ref={form.fieldRef('phone')}
            label={t('HelplineDialog.phoneLabel')}
            name="phone_number"
            hint={t('LabProfile.phoneHint')}
            normalize
            required
            value={values.phone}
            error={errors.phone}
            onChange={({ value }) => {
              form.change('phone', value);
            }}
          />
          <Select
            ref={form.fieldRef('branch')}
            label={t('LabProfile.branch')}
            name="lab_branch_id"
            placeholder={t('LabProfile.branchPlaceholder')}
            required
            options={branches.map((item) => ({
              value: String(item.id),
              label: `${item.branch_name}, ${item.city}`,
            }))}
            value={branchText}
            error={errors.branch}
            onChange={({ value }) => {
              onBranchChange({ branchId: value === '' ? undefined : Number(value) });
            }}
          />
          <div ref={form.fieldRef('tests')} tabIndex={-1}>
            <Field
              as="group"
              label={t('LabProfile.tests')}
              required
              hint={branch === undefined ? t('LabProfile.testsHint') : undefined}
              error={errors.tests}
            >
              {() =>
                branchId === undefined ? null : catalogue?.status === 'loaded' &&
                  catalogue.categories.length > 0 ? (
                  <div className={styles.testGroups}>
                    {catalogue.categories.map((category) => {
                      const ids = category.tests.map((test) => String(test.id));
                      return (
                        <CheckboxGroup
                          key={category.id}
                          label={category.name}
                          name="test_ids"
                          options={category.tests.map((test) => ({
                            value: String(test.id),
                            label: `${test.name}, ${formatRupees(t, test.price)}`,
                          }))}
                          value={values.tests.filter((id) => ids.includes(id))}
                          onChange={({ value }) => {
                            const others = values.tests.filter((id) => !ids.includes(id));
                            form.change('tests', [...others, ...value]);
                          }}
                        />
                      );
                    })}
                  </div>
                ) : (
                  <LabProfileCatalogue
                    branchName={branch?.branch_name ?? ''}
                    state={catalogue}
                    headingLevel={3}
                    onRetry={() => {
                      onCategoriesNeeded({ branchId });
                    }}
                  />
                )
              }
            </Field>
          </div>
          {chosenTests.length === 0 ? null : (
            <Text weight="strong">
              {t('LabProfile.total', {
                count: chosenTests.length,
                total: formatRupees(
                  t,
                  chosenTests.reduce((sum, test) => sum + test.price, 0),
                ),
              })}
            </Text>
          )}
          <Field
            label={t('LabProfile.preferredDate')}
            hint={t('LabProfile.dateHint')}
            required
            error={errors.date}
            id={dateId}
          >
            {(field) => (
              <input
                ref={form.fieldRef('date')}
                className={control}
                type="date"
                name="preferred_date"
                min={today}
                value={values.date}
                onChange={(event) => {
                  form.change('date', event.target.value);
                }}
                {...field}
              />
            )}
          </Field>
          {form.alert === undefined ? null : (
            <InlineAlert tone="critical" title={t('LabProfile.bookingFailed')} announce>
              {form.alert}
            </InlineAlert>
          )}
          <Button type="submit" size="large" pending={form.pending} fullWidth>
            {t('LabProfile.request')}
          </Button>
          <div role="status">
            <VisuallyHidden>{form.pending ? t('LabProfile.sending') : ''}</VisuallyHidden>
          </div>
        </form>
      )}
    </section>
  );
}
