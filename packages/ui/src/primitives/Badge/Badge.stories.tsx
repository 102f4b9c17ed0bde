import { PaymentStatus } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline } from '../../layout/Inline';
import { Text } from '../Text';
import { Badge, badgeTones, type BadgeTone } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Pending', tone: 'caution' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'caution');
  },
};

export const AllTones: Story = {
  render: () => (
    <Inline gap="small">
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const tone of badgeTones) {
      await expect(canvas.getByText(tone)).toHaveAttribute('data-tone', tone);
    }
  },
};

// How a payments list could word and colour each status; the words are the screen's to choose.
const paymentBadges: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  [PaymentStatus.SUCCESS]: { label: 'Paid', tone: 'positive' },
  [PaymentStatus.PENDING]: { label: 'Pending', tone: 'caution' },
  [PaymentStatus.FAILURE]: { label: 'Failed', tone: 'critical' },
  [PaymentStatus.NOT_STARTED]: { label: 'Not started', tone: 'neutral' },
  [PaymentStatus.STARTED]: { label: 'In progress', tone: 'info' },
};

/** Payment statuses: each has its own words, so colour is never the only cue. */
export const PaymentStatuses: Story = {
  render: () => (
    <Inline gap="small">
      {Object.values(PaymentStatus).map((status) => (
        <Badge key={status} tone={paymentBadges[status].tone}>
          {paymentBadges[status].label}
        </Badge>
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    const labels = Object.values(paymentBadges).map((badge) => badge.label);
    await expect(new Set(labels).size).toBe(Object.values(PaymentStatus).length);
    for (const label of labels) await expect(canvas.getByText(label)).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { children: 'Paid', tone: 'positive', icon: 'check' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Paid');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** In running text the badge reads as part of the sentence. */
export const InText: Story = {
  render: () => (
    <Text>
      Appointment with Dr. Sana Malik <Badge tone="positive">Paid</Badge>
    </Text>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Appointment with Dr\. Sana Malik/)).toHaveTextContent(
      'Appointment with Dr. Sana Malik Paid',
    );
  },
};

export const RightToLeft: Story = {
  args: { children: 'زیر التواء' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('زیر التواء')).toBeVisible();
  },
};

export const LongTextOnPhone: Story = {
  args: { children: 'Awaiting confirmation from the bank for this payment', tone: 'info' },
  globals: { viewport: { value: 'phone360' } },
  render: (args) => (
    <div style={{ inlineSize: 200 }}>
      <Badge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Awaiting confirmation from the bank for this payment');
    await expect(badge.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};
