import { formatPKR, NAME_MAX_LENGTH } from '@aafiyat/domain';
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
    check: (values) => checkLabBooking(values, lab.id, today),
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
    wordings: labBookingFieldWordings,
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
        Book a test
      </Heading>
      {branches.length === 0 ? (
        <Text tone="muted">
          Online booking opens once {lab.lab_name} lists its first branch. Until then, call the head office.
        </Text>
      ) : confirmation !== null ? (
        <>
          <InlineAlert tone="positive" title="Booking requested" announce tabIndex={-1} ref={confirmationRef}>
            Your booking number is {confirmation.bookingId}. {lab.lab_name}
            {confirmation.branchName === '' ? '' : ` (${confirmation.branchName})`} will call you on{' '}
            <span className={styles.phoneNumber}>{confirmation.phoneNumber}</span> to confirm a time, and an
            SMS with your booking number is on its way.
          </InlineAlert>
          <div className={styles.actions}>
            <Button variant="outline" onClick={bookAnother}>
              Book another test
            </Button>
          </div>
        </>
      ) : (
        <form id={formId} className={styles.form} noValidate onSubmit={(event) => void form.submit(event)}>
          <Text tone="muted">No sign-in needed: the lab calls you back to confirm the time.</Text>
          <TextField
            ref={form.fieldRef('name')}
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
              form.change('name', value);
            }}
          />
          <PhoneField
            ref={form.fieldRef('phone')}
            label="Mobile number"
            name="phone_number"
            hint="The lab calls and texts you on this number."
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
            label="Branch"
            name="lab_branch_id"
            placeholder="Choose a branch"
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
              label="Tests"
              required
              hint={branch === undefined ? 'Choose a branch to see its tests and prices.' : undefined}
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
                            label: `${test.name}, ${formatPKR(test.price)}`,
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
              {chosenTests.length === 1 ? '1 test' : `${String(chosenTests.length)} tests`}, total{' '}
              {formatPKR(chosenTests.reduce((sum, test) => sum + test.price, 0))}
            </Text>
          )}
          <Field
            label="Preferred date"
            hint="The lab calls to agree a time on this day."
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
            <InlineAlert tone="critical" title="The booking did not go through" announce>
              {form.alert}
            </InlineAlert>
          )}
          <Button type="submit" size="large" pending={form.pending} fullWidth>
            Request booking
          </Button>
          <div role="status">
            <VisuallyHidden>{form.pending ? 'Sending your booking…' : ''}</VisuallyHidden>
          </div>
        </form>
      )}
    </section>
  );
}
