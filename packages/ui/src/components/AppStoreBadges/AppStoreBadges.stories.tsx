import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../layout/Box';
import { AppStoreBadges, appStoreBadgesTones } from './AppStoreBadges';
import { doctorAppFixture, patientAppFixture } from './AppStoreBadges.fixtures';

const meta = {
  title: 'Components/AppStoreBadges',
  component: AppStoreBadges,
  args: { patientApp: patientAppFixture, doctorApp: doctorAppFixture },
  argTypes: { tone: { control: 'inline-radio', options: appStoreBadgesTones } },
} satisfies Meta<typeof AppStoreBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    // Every store link names its app and store, and opens a new tab without opener access.
    const patientIos = canvas.getByRole('link', {
      name: 'Patient app: Download on the App Store (opens in a new tab)',
    });
    await expect(patientIos).toHaveAttribute('href', patientAppFixture.ios);
    const doctorAndroid = canvas.getByRole('link', {
      name: 'Doctor app: Get it on Google Play (opens in a new tab)',
    });
    await expect(doctorAndroid).toHaveAttribute('href', doctorAppFixture.android);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('group', { name: 'Patient app' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Doctor app' })).toBeVisible();
  },
};

/** On the footer's dark band the badges turn light. */
export const OnDarkBand: Story = {
  args: { tone: 'inverse' },
  render: (args) => (
    <Box background="surfaceInverse" padding="large">
      <AppStoreBadges {...args} />
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

/** Only the patient app: the doctor app's badges are left out. */
export const PatientAppOnly: Story = {
  args: { doctorApp: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('group', { name: 'Doctor app' })).not.toBeInTheDocument();
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const RightToLeft: Story = {
  args: { patientLabel: 'مریضوں کے لیے ایپ', doctorLabel: 'ڈاکٹروں کے لیے ایپ' },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'مریضوں کے لیے ایپ' })).toBeVisible();
  },
};
