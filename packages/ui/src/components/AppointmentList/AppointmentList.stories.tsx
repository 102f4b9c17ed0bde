import { PaymentStatus } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import {
  AppointmentList,
  appointmentCallOutcome,
  appointmentCallOutcomes,
  type AppointmentCallOutcome,
  type AppointmentListItem,
  type AppointmentListProps,
} from './AppointmentList';
import { storyMessages } from '../../test-support/storyLocale';

const DAY = '2026-11-27';
/** Noon in Pakistan on {@link DAY}: Ayesha Khan's 12:00 consultation may be called. */
const NOON = new Date(`${DAY}T12:00:00+05:00`);

const today: readonly AppointmentListItem[] = [
  {
    id: 1104,
    date: DAY,
    time: '09:30',
    type: 'in_clinic',
    patientName: 'Bilal Ahmed',
    paymentStatus: PaymentStatus.NOT_STARTED,
  },
  {
    id: 1105,
    date: DAY,
    time: '12:00',
    type: 'online',
    patientName: 'Ayesha Khan',
    paymentStatus: PaymentStatus.SUCCESS,
  },
  {
    id: 1106,
    date: DAY,
    time: '17:30',
    type: 'in_clinic',
    patientName: 'Farah Naz',
    paymentStatus: PaymentStatus.FAILURE,
  },
  {
    id: 1107,
    date: DAY,
    time: '12:10',
    type: 'online',
    patientName: 'Hamza Qureshi',
    paymentStatus: PaymentStatus.PENDING,
  },
  {
    id: 1108,
    date: DAY,
    time: '20:00',
    type: 'online',
    patientName: 'Sadia Malik',
    paymentStatus: PaymentStatus.STARTED,
  },
];

/** One online consultation of {@link DAY}, paid unless told otherwise. */
function consultation(overrides: Partial<AppointmentListItem>): AppointmentListItem {
  return {
    id: 3001,
    date: DAY,
    time: '12:00',
    type: 'online',
    patientName: 'Ayesha Khan',
    paymentStatus: PaymentStatus.SUCCESS,
    ...overrides,
  };
}

type Translate = ReturnType<typeof storyMessages>;

/** The call button's name: its words ("Start call", "Try the call again"), then (for screen readers) whom. */
function callButton(
  t: Translate,
  patient: string,
  words: 'AppointmentList.startCall' | 'AppointmentList.tryAgain' = 'AppointmentList.startCall',
): string {
  return `${t(words)} ${t('AppointmentList.withPatient', { patient })}`;
}

/**
 * Checks that Start call for `patientName` is disabled, and that the words beside it, which describe it, are
 * `reason`; a press calls nobody.
 */
async function expectRefused(
  canvasElement: HTMLElement,
  t: Translate,
  patientName: string,
  reason: string,
  onStartCall: ((input: { appointmentId: number }) => Promise<unknown>) | undefined,
) {
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: callButton(t, patientName) });
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(button).toHaveAccessibleDescription(reason);
  const describedBy = button.getAttribute('aria-describedby') ?? '';
  await expect(canvasElement.querySelector(`[id="${describedBy}"]`)).toHaveTextContent(reason);
  await expect(canvas.getByText(reason)).toBeVisible();
  await userEvent.click(button);
  await expect(onStartCall).not.toHaveBeenCalled();
}

const meta = {
  title: 'Components/AppointmentList',
  component: AppointmentList,
  args: {
    appointments: today,
    label: 'Appointments today',
    emptyText: 'No appointments today.',
    now: NOON,
  },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof AppointmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A doctor's day: 12-hour times (written alike in every language), in clinic or online, and every payment status
 * in words.
 */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const list = canvas.getByRole('list', { name: 'Appointments today' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(items[0] as HTMLElement).getByText('9:30 AM')).toHaveAttribute('datetime', '09:30');
    await expect(within(items[2] as HTMLElement).getByText('5:30 PM')).toBeVisible();
    for (const label of [
      t('AppointmentList.paid'),
      t('AppointmentList.paymentPending'),
      t('AppointmentList.paymentFailed'),
      t('AppointmentList.notPaid'),
      t('AppointmentList.paymentInProgress'),
    ]) {
      await expect(within(list).getByText(label)).toBeVisible();
    }
    await expect(within(list).getAllByText(t('AppointmentList.online'))).toHaveLength(3);
    await expect(within(list).getAllByText(t('AppointmentList.inClinic'))).toHaveLength(2);
    await expect(within(list).queryByRole('button')).toBeNull();
  },
};

/** A clinic's day across its doctors names the doctor of each. */
export const WithDoctors: Story = {
  args: {
    appointments: today.map((item, index) => ({
      ...item,
      doctorName: index % 2 === 0 ? 'Dr. Sana Mirza' : 'Dr. Imran Haider',
    })),
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(
      canvas.getAllByText(t('AppointmentList.withDoctor', { doctor: 'Dr. Sana Mirza' })),
    ).toHaveLength(3);
    await expect(
      canvas.getAllByText(t('AppointmentList.withDoctor', { doctor: 'Dr. Imran Haider' })),
    ).toHaveLength(2);
  },
};

/** Nothing today: the words instead of an empty list. */
export const Empty: Story = {
  args: { appointments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No appointments today.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A paid online consultation at its time can be called. Ringing… once the patient's phone rings. */
export const StartCall: Story = {
  args: { onStartCall: fn(() => Promise.resolve({ status: 'ringing' })) },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const startCall = t('AppointmentList.startCall');
    await expect(canvas.getAllByRole('button', { name: (name) => name.startsWith(startCall) })).toHaveLength(
      5,
    );
    const ayesha = canvas.getByRole('button', { name: callButton(t, 'Ayesha Khan') });
    await expect(ayesha).not.toHaveAttribute('aria-disabled');
    await expect(ayesha).not.toHaveAttribute('aria-describedby');
    await userEvent.click(ayesha);
    await expect(args.onStartCall).toHaveBeenCalledWith({ appointmentId: 1105 });
    const item = within(canvas.getByText('Ayesha Khan').closest('li') as HTMLElement);
    await expect(await item.findByText(t('AppointmentList.ringing'))).toBeVisible();
    await expect(item.getByRole('status')).toHaveTextContent(
      t('AppointmentList.phoneRinging', { patient: 'Ayesha Khan' }),
    );
  },
};

/** While the call is placed the button is busy and a second press does not call twice. */
export const Calling: Story = {
  args: { onStartCall: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole('button', { name: callButton(storyMessages(globals), 'Ayesha Khan') });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onStartCall).toHaveBeenCalledTimes(1);
  },
};

/**
 * The call cannot start (the patient is already in a call), said in the page's own words (an error it worded
 * itself, so in either language), and another try.
 */
export const CallRefused: Story = {
  args: {
    onStartCall: fn(() =>
      Promise.reject(new Error('This patient is already in a call. Try again in a few minutes.')),
    ),
  },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: callButton(t, 'Ayesha Khan') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('already in a call');
    await userEvent.click(
      canvas.getByRole('button', { name: callButton(t, 'Ayesha Khan', 'AppointmentList.tryAgain') }),
    );
    await expect(args.onStartCall).toHaveBeenCalledTimes(2);
  },
};

/** Every outcome the dashboard hears after ringing, one per online appointment, in the patient's name. */
export const CallOutcomes: Story = {
  args: {
    appointments: appointmentCallOutcomes.map((outcome, index) => ({
      id: 2001 + index,
      date: DAY,
      time: `11:5${String(index)}`,
      type: 'online' as const,
      patientName: `Patient ${outcome}`,
      paymentStatus: PaymentStatus.SUCCESS,
    })),
    callOutcomes: Object.fromEntries(
      appointmentCallOutcomes.map((outcome, index) => [2001 + index, outcome]),
    ),
    onStartCall: fn(() => Promise.resolve()),
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    for (const outcome of appointmentCallOutcomes) {
      const item = within(canvas.getByText(`Patient ${outcome}`).closest('li') as HTMLElement);
      await expect(item.getByRole('status')).toHaveTextContent(
        appointmentCallOutcome(t, outcome, `Patient ${outcome}`).text,
      );
    }
  },
};

/** The dashboard as the site drives it: the outcome is cleared when the doctor calls again. */
function WithOutcomes(props: AppointmentListProps) {
  const [outcomes, setOutcomes] = useState<Partial<Record<number, AppointmentCallOutcome>>>({
    1105: 'missed',
  });
  return (
    <AppointmentList
      {...props}
      callOutcomes={outcomes}
      onStartCall={async (input) => {
        setOutcomes((current) => ({ ...current, [input.appointmentId]: undefined }));
        await props.onStartCall?.(input);
      }}
    />
  );
}

/** A missed call, then the doctor calls again: "Ringing…" replaces the outcome. */
export const CallAgainAfterMissed: Story = {
  args: { onStartCall: fn(() => Promise.resolve()) },
  render: (args) => <WithOutcomes {...args} />,
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const missed = t('AppointmentList.missed', { name: 'Ayesha Khan' });
    const item = within(canvas.getByText('Ayesha Khan').closest('li') as HTMLElement);
    await expect(item.getByRole('status')).toHaveTextContent(missed);
    await userEvent.click(item.getByRole('button', { name: callButton(t, 'Ayesha Khan') }));
    await expect(args.onStartCall).toHaveBeenCalledWith({ appointmentId: 1105 });
    await expect(await item.findByText(t('AppointmentList.ringing'))).toBeVisible();
    await expect(item.getByRole('status')).not.toHaveTextContent(missed);
  },
};

/** Right to left: the time stays first in reading order. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { onStartCall: fn(() => Promise.resolve()) },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('listitem');
    await expect(first?.firstElementChild?.textContent).toBe('9:30 AM');
  },
};

/**
 * In Urdu: the kind and payment badges, the reason Start call is off, the button and the ringing in Urdu; times
 * and names as given.
 */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { onStartCall: fn(() => Promise.resolve()) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('آن لائن').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('کلینک میں').length).toBeGreaterThan(0);
    await expect(canvas.getAllByText('ادائیگی ہو گئی').length).toBeGreaterThan(0);
    const call = canvas.getByRole('button', { name: 'کال شروع کریں Ayesha Khan کے ساتھ' });
    await userEvent.click(call);
    await expect(await canvas.findByText('گھنٹی بج رہی ہے…')).toBeVisible();
  },
};

/** A 360 px phone: each appointment stacks, the call button fits. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { onStartCall: fn(() => Promise.resolve()) },
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: callButton(storyMessages(globals), 'Ayesha Khan') });
    const box = button.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(360);
  },
};

/** The payment failed: Start call is disabled, and the words beside it say so. */
export const RefusedPaymentFailed: Story = {
  args: {
    appointments: [consultation({ paymentStatus: PaymentStatus.FAILURE })],
    onStartCall: fn(() => Promise.resolve()),
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expectRefused(
      canvasElement,
      t,
      'Ayesha Khan',
      t('AppointmentList.notPaidYet', { payment: t('AppointmentList.paymentFailed') }),
      args.onStartCall,
    );
  },
};

/** The payment is pending at JazzCash: not paid yet, so no call. */
export const RefusedPaymentPending: Story = {
  args: {
    appointments: [consultation({ paymentStatus: PaymentStatus.PENDING })],
    onStartCall: fn(() => Promise.resolve()),
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expectRefused(
      canvasElement,
      t,
      'Ayesha Khan',
      t('AppointmentList.notPaidYet', { payment: t('AppointmentList.paymentPending') }),
      args.onStartCall,
    );
  },
};

/** An in-clinic appointment is not called, even when paid and at its time. */
export const RefusedInClinic: Story = {
  args: {
    appointments: [consultation({ type: 'in_clinic' })],
    onStartCall: fn(() => Promise.resolve()),
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expectRefused(canvasElement, t, 'Ayesha Khan', t('AppointmentList.notOnline'), args.onStartCall);
  },
};

/** A 5:15 PM consultation at 11 AM: too early, and the time it opens. */
export const RefusedTooEarly: Story = {
  args: {
    appointments: [consultation({ time: '17:15' })],
    now: new Date(`${DAY}T11:00:00+05:00`),
    onStartCall: fn(() => Promise.resolve()),
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expectRefused(
      canvasElement,
      t,
      'Ayesha Khan',
      t('AppointmentList.tooEarly', { opensAt: '5:05 PM' }),
      args.onStartCall,
    );
  },
};

/** A 9:00 AM consultation at noon: its time has passed, and when it closed. */
export const RefusedTooLate: Story = {
  args: {
    appointments: [consultation({ time: '09:00' })],
    onStartCall: fn(() => Promise.resolve()),
  },
  play: async ({ args, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expectRefused(
      canvasElement,
      t,
      'Ayesha Khan',
      t('AppointmentList.tooLate', { closesAt: '9:30 AM' }),
      args.onStartCall,
    );
  },
};

/** Every reason at once, for review: one enabled call and one disabled per reason. */
export const EveryReason: Story = {
  args: {
    appointments: [
      consultation({ id: 3001, patientName: 'Paid at its time' }),
      consultation({ id: 3002, patientName: 'Payment failed', paymentStatus: PaymentStatus.FAILURE }),
      consultation({ id: 3003, patientName: 'Payment pending', paymentStatus: PaymentStatus.PENDING }),
      consultation({ id: 3004, patientName: 'In clinic', type: 'in_clinic' }),
      consultation({ id: 3005, patientName: 'Later today', time: '17:15' }),
      consultation({ id: 3006, patientName: 'This morning', time: '09:00' }),
    ],
    onStartCall: fn(() => Promise.resolve()),
  },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const startCall = t('AppointmentList.startCall');
    const buttons = canvas.getAllByRole('button', { name: (name) => name.startsWith(startCall) });
    await expect(buttons).toHaveLength(6);
    await expect(buttons.filter((button) => button.getAttribute('aria-disabled') === 'true')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: callButton(t, 'Paid at its time') })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};
