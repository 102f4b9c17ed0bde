import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../../layout/Box';
import { storyLocale, storyMessages } from '../../test-support/storyLocale';
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
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(4);
    // Every store link names its app and store, and opens a new tab without opener access.
    const patientApp = t('AppStoreBadges.patientApp');
    const doctorApp = t('AppStoreBadges.doctorApp');
    const appStore = `${t('AppStoreBadges.appStoreSmall')} ${t('AppStoreBadges.appStoreLarge')}`;
    const googlePlay = `${t('AppStoreBadges.googlePlaySmall')} ${t('AppStoreBadges.googlePlayLarge')}`;
    const patientIos = canvas.getByRole('link', {
      name: `${patientApp}: ${appStore} ${t('Link.newTab')}`,
    });
    await expect(patientIos).toHaveAttribute('href', patientAppFixture.ios);
    const doctorAndroid = canvas.getByRole('link', {
      name: `${doctorApp}: ${googlePlay} ${t('Link.newTab')}`,
    });
    await expect(doctorAndroid).toHaveAttribute('href', doctorAppFixture.android);
    for (const link of links) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('group', { name: patientApp })).toBeVisible();
    await expect(canvas.getByRole('group', { name: doctorApp })).toBeVisible();
  },
};

/** The spec's store names, word for word in English, and in Urdu with the store names as they are. */
export const StoreNames: Story = {
  play: async ({ canvas, globals }) => {
    const names = {
      en: [
        'Patient app: Download on the App Store (opens in a new tab)',
        'Doctor app: Get it on Google Play (opens in a new tab)',
      ],
      ur: [
        'مریضوں کی ایپ: ڈاؤن لوڈ کریں App Store (نئے ٹیب میں کھلتا ہے)',
        'ڈاکٹروں کی ایپ: حاصل کریں Google Play (نئے ٹیب میں کھلتا ہے)',
      ],
    }[storyLocale(globals)];
    for (const name of names) {
      await expect(canvas.getByRole('link', { name })).toBeVisible();
    }
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
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(
      canvas.queryByRole('group', { name: t('AppStoreBadges.doctorApp') }),
    ).not.toBeInTheDocument();
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** Right to left with English words: the badges line up from the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('link');
    if (!first || !second) throw new Error('no badges');
    await expect(first.getBoundingClientRect().left).toBeGreaterThan(second.getBoundingClientRect().left);
  },
};

/** In Urdu: the apps' names, the stores' words and the new-tab note are Urdu; the store names stay as they are. */
export const Urdu: Story = {
  ...Playground,
  globals: { locale: 'ur' },
  play: async (context) => {
    await Playground.play?.(context);
    await expect(
      context.canvas.getByRole('link', {
        name: 'ڈاکٹروں کی ایپ: حاصل کریں Google Play (نئے ٹیب میں کھلتا ہے)',
      }),
    ).toHaveAttribute('href', doctorAppFixture.android);
  },
};

/** In Urdu on a 360 px phone: the badges wrap and nothing runs off the side. */
export const UrduPhone360: Story = {
  globals: { locale: 'ur', viewport: { value: 'phone360' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
