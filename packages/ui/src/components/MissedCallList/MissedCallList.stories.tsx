import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyMessages } from '../../test-support/storyLocale';
import { MissedCallList, type MissedCallItem } from './MissedCallList';

// 10:30 UTC is 3:30 PM in Pakistan: a browser on another clock would show another time.
const missed: MissedCallItem = {
  callId: 'call-7f3a',
  doctorName: 'Dr. Sadia Karim',
  specialty: 'Dermatologist',
  status: 'missed',
  calledAt: '2026-06-02T10:30:00Z',
  ready: false,
};

const declined: MissedCallItem = {
  callId: 'call-81bc',
  doctorName: 'Dr. Imran Haider',
  specialty: 'Cardiologist',
  status: 'declined',
  calledAt: '2026-06-02T04:05:00Z',
  ready: false,
};

const alreadyReady: MissedCallItem = {
  callId: 'call-92de',
  doctorName: 'Dr. Sana Mirza',
  specialty: 'Paediatrician',
  status: 'missed',
  calledAt: '2026-06-02T07:00:00Z',
  ready: true,
};

const refusal = "The appointment's day is over. Please book another appointment.";

type Translate = ReturnType<typeof storyMessages>;

/** The button's name: "I'm ready", then (for screen readers) whom it is for. */
const readyFor = (t: Translate, doctor: string) =>
  `${t('MissedCallList.ready')} ${t('MissedCallList.forDoctor', { doctor })}`;

const meta = {
  title: 'Components/MissedCallList',
  component: MissedCallList,
  args: {
    calls: [missed, declined, alreadyReady],
    onReady: fn(() => Promise.resolve()),
    headingLevel: 2,
    data: { testid: 'missed-calls' },
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3] } },
  parameters: { a11y: { test: 'error' } },
} satisfies Meta<typeof MissedCallList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A patient's day: a missed call, a declined one, and one the doctor already knows about. Times are on Pakistan's
 * clock, written the same way in every language.
 */
export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const section = canvas.getByRole('region', { name: t('MissedCallList.heading') });
    await expect(section).toHaveAttribute('data-testid', 'missed-calls');
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
      t('MissedCallList.heading'),
    );
    await expect(within(section).getByText(t('MissedCallList.intro'))).toBeVisible();
    const items = within(section).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0] as HTMLElement).getByText('Dermatologist')).toBeVisible();
    await expect(within(items[1] as HTMLElement).getByText('9:05 AM').parentElement).toHaveTextContent(
      t('MissedCallList.declinedAt', { time: '9:05 AM' }),
    );
    await expect(within(items[2] as HTMLElement).getByText('12:00 PM').parentElement).toHaveTextContent(
      t('MissedCallList.missedAt', { time: '12:00 PM' }),
    );
    await expect(within(section).getAllByRole('button')).toHaveLength(2);
  },
};

/** Inside a page section the title is one level lower. */
export const HeadingLevel3: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('heading', { name: t('MissedCallList.heading') }).tagName).toBe('H3');
  },
};

/** One missed call: the patient says they are ready and the confirmation replaces the button. */
export const Missed: Story = {
  args: { calls: [missed] },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const time = canvas.getByText('3:30 PM');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2026-06-02T10:30:00Z');
    await expect(time.parentElement).toHaveTextContent(t('MissedCallList.missedAt', { time: '3:30 PM' }));
    const status = canvas.getByRole('status');
    await expect(status).toBeEmptyDOMElement();

    await userEvent.click(canvas.getByRole('button', { name: readyFor(t, 'Dr. Sadia Karim') }));
    await expect(args.onReady).toHaveBeenCalledTimes(1);
    await expect(args.onReady).toHaveBeenCalledWith({ callId: 'call-7f3a' });
    await waitFor(() =>
      expect(status).toHaveTextContent(t('MissedCallList.doctorKnows', { doctor: 'Dr. Sadia Karim' })),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    // The pressed button is gone; focus lands on its confirmation, not on the page.
    await expect(status).toHaveFocus();
  },
};

/** The doctor already knows: no button, only the confirmation. */
export const AlreadyReady: Story = {
  args: { calls: [alreadyReady] },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('MissedCallList.doctorKnows', { doctor: 'Dr. Sana Mirza' }),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A call the patient turned down says so, and can be answered the same way. */
export const Declined: Story = {
  args: { calls: [declined] },
  play: async ({ args, canvas, globals }) => {
    const t = storyMessages(globals);
    const time = canvas.getByText('9:05 AM');
    await expect(time).toHaveAttribute('datetime', '2026-06-02T04:05:00Z');
    await expect(time.parentElement).toHaveTextContent(t('MissedCallList.declinedAt', { time: '9:05 AM' }));
    await expect(time.parentElement).not.toHaveTextContent(t('MissedCallList.missedAt', { time: '9:05 AM' }));
    await userEvent.click(canvas.getByRole('button', { name: readyFor(t, 'Dr. Imran Haider') }));
    await expect(args.onReady).toHaveBeenCalledWith({ callId: 'call-81bc' });
    await expect(
      await canvas.findByText(t('MissedCallList.doctorKnows', { doctor: 'Dr. Imran Haider' })),
    ).toBeVisible();
  },
};

/** While the doctor is being told the button is busy, and a second press does not tell twice. */
export const Pending: Story = {
  args: { calls: [missed], onReady: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole('button', { name: readyFor(storyMessages(globals), 'Dr. Sadia Karim') });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(button);
    await expect(args.onReady).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/**
 * Refused with the page's own words (an error it worded itself, so in either language): they show beside the
 * button, which stays for another try.
 */
export const Refused: Story = {
  args: { calls: [missed], onReady: fn(() => Promise.reject(new Error(refusal))) },
  play: async ({ args, canvas, globals }) => {
    const name = readyFor(storyMessages(globals), 'Dr. Sadia Karim');
    await userEvent.click(canvas.getByRole('button', { name }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(refusal);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    const button = canvas.getByRole('button', { name });
    await expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    await expect(args.onReady).toHaveBeenCalledTimes(2);
  },
};

/** No missed calls today: nothing at all, not even the heading. */
export const Empty: Story = {
  args: { calls: [] },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.queryByText(storyMessages(globals)('MissedCallList.heading'))).toBeNull();
  },
};

/** Right to left on a phone, as Urdu readers see it: the name and the button start at the right edge. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', viewport: { value: 'phone360' } },
  args: { calls: [missed] },
  play: async ({ canvas, globals }) => {
    const item = canvas.getByRole('listitem').getBoundingClientRect();
    const nameText = document.createRange();
    nameText.selectNodeContents(canvas.getByText('Dr. Sadia Karim'));
    const name = nameText.getBoundingClientRect();
    await expect(item.right - name.right).toBeLessThan(name.left - item.left);
    const button = canvas
      .getByRole('button', { name: readyFor(storyMessages(globals), 'Dr. Sadia Karim') })
      .getBoundingClientRect();
    await expect(item.right - button.right).toBeLessThan(button.left - item.left);
  },
};

/** A 360 px phone: each call stacks and the button fits the screen. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  args: { calls: [missed, { ...declined, doctorName: 'Dr. Muhammad Abdullah Siddiqui-Chaudhry' }] },
  play: async ({ canvas, globals }) => {
    const ready = storyMessages(globals)('MissedCallList.ready');
    // The story is only a phone test if the frame really is 360 px wide.
    await expect(document.documentElement.clientWidth).toBeLessThanOrEqual(360);
    const buttons = canvas.getAllByRole('button', { name: (name) => name.startsWith(ready) });
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(360);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** In Urdu: the heading, when the call was missed, "میں تیار ہوں" and the doctor's confirmation. */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  args: { calls: [missed] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'آج کی چھوٹی ہوئی کالز' })).toBeVisible();
    const time = canvas.getByRole('listitem').querySelector('time');
    await expect(time?.parentElement?.textContent).toMatch(/^\d{1,2}:\d{2} [AP]M پر چھوٹ گئی$/);
    await userEvent.click(canvas.getByRole('button', { name: 'میں تیار ہوں Dr. Sadia Karim کے لیے' }));
    await expect(args.onReady).toHaveBeenCalledWith({ callId: missed.callId });
    await expect(await canvas.findByText('Dr. Sadia Karim کو معلوم ہے کہ آپ تیار ہیں۔')).toBeVisible();
  },
};
