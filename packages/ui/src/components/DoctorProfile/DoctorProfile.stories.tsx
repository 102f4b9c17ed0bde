import { cityName, mapsLink, specialtyName } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { formatRupees, joinList } from '../../i18n/format';
import { storyLocale, storyMessages } from '../../test-support/storyLocale';
import {
  brokenPhoto,
  doctorPhoto,
  inClinicSurgeon,
  longNamedDoctor,
  mondayThirdJune,
  onlineCardiologist,
} from '../DoctorCard/DoctorCard.fixtures';
import { DoctorProfile } from './DoctorProfile';
import type { DoctorProfileDoctor } from './DoctorProfile';

/** The value beside a term of one of the profile's description lists. */
function detail(root: HTMLElement, term: string): HTMLElement | null {
  const dt = within(root).queryByText(term, { selector: 'dt' });
  return dt?.nextElementSibling instanceof HTMLElement ? dt.nextElementSibling : null;
}

/** A cardiologist with her whole profile: qualifications, biography and a clinic on the map. */
const sana: DoctorProfileDoctor = {
  ...onlineCardiologist,
  gender: 'female',
  qualifications: ['MBBS', 'FCPS'],
  bio: 'I have treated heart patients in Karachi for twelve years.\nI see adults with chest pain, high blood pressure and heart failure.',
  clinic: {
    name: 'Shifa Family Clinic',
    branch_name: 'DHA Phase 6',
    address: 'Plot 23-C, Khayaban-e-Ittehad, DHA Phase 6, Karachi',
    lat: 24.8004,
    lng: 67.0567,
  },
};

const book = fn();

const meta = {
  title: 'Components/DoctorProfile',
  component: DoctorProfile,
  args: {
    doctor: sana,
    imageSrc: doctorPhoto,
    nextAvailable: mondayThirdJune,
    actions: (
      <Button variant="solid" onClick={book}>
        Book appointment
      </Button>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DoctorProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The whole profile: name as the page's heading, specialty, qualifications, rating and badges, fees and the next
 * day, the booking, then details, the biography and the clinic with its maps link.
 */
export const Complete: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const locale = storyLocale(globals);
    const profile = canvas.getByRole('article', { name: 'Dr. Sana Mirza' });
    await expect(within(profile).getByRole('heading', { level: 1, name: 'Dr. Sana Mirza' })).toBeVisible();
    await expect(within(profile).getByText(specialtyName('Cardiologist', locale))).toBeVisible();
    await expect(within(profile).getAllByText(joinList(t, ['MBBS', 'FCPS']))[0]).toBeVisible();
    await expect(within(profile).getByText(t('DoctorCard.pmdcVerified'))).toBeVisible();
    await expect(
      within(profile).getByText(t('DoctorCard.rating', { average: '4.7', count: 128 })),
    ).toBeVisible();
    await expect(detail(profile, t('DoctorCard.fee'))).toHaveTextContent(formatRupees(t, 2500));
    await expect(detail(profile, t('DoctorCard.onlineFee'))).toHaveTextContent(formatRupees(t, 2000));
    await expect(detail(profile, t('DoctorCard.nextAvailable'))?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2024-06-03',
    );
    // The details, each a named section.
    const details = within(profile).getByRole('region', { name: t('DoctorProfile.details') });
    await expect(detail(details, t('DoctorProfile.pmdcNumber'))).toHaveTextContent('45321-P');
    await expect(detail(details, t('DoctorProfile.pmdcNumber'))).toHaveAttribute('dir', 'ltr');
    await expect(detail(details, t('DoctorCard.city'))).toHaveTextContent(cityName('Karachi', locale));
    await expect(detail(details, t('DoctorProfile.gender'))).toHaveTextContent(t('DoctorProfile.female'));
    const about = within(profile).getByRole('region', {
      name: t('DoctorProfile.about', { name: 'Dr. Sana Mirza' }),
    });
    await expect(about).toHaveTextContent('twelve years');
    const clinic = within(profile).getByRole('region', {
      name: t('DoctorProfile.clinic', { name: 'Dr. Sana Mirza' }),
    });
    await expect(within(clinic).getByText('Shifa Family Clinic · DHA Phase 6')).toBeVisible();
    const map = within(clinic).getByRole('link', { name: new RegExp(t('DoctorProfile.mapsLink')) });
    await expect(map).toHaveAttribute('href', mapsLink(24.8004, 67.0567));
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map.getAttribute('rel')).toContain('noopener');
    // The photo is for the eye: the heading says the name.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
    // The booking is the page's to give, and works from the keyboard.
    const button = canvas.getByRole('button', { name: 'Book appointment' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(book).toHaveBeenCalled();
  },
};

/** A doctor seen at the clinic only, without a clinic, qualifications, biography or ratings: nothing is invented. */
export const Sparse: Story = {
  args: { doctor: inClinicSurgeon, nextAvailable: null, actions: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    const profile = canvas.getByRole('article', { name: 'Dr. Usman Tariq' });
    await expect(within(profile).getByText(t('DoctorCard.noRatings'))).toBeVisible();
    await expect(within(profile).getByText(t('DoctorProfile.noClinic'))).toBeVisible();
    await expect(detail(profile, t('DoctorCard.nextAvailable'))).toHaveTextContent(t('DoctorCard.notListed'));
    await expect(within(profile).queryByText(t('DoctorCard.onlineFee'))).not.toBeInTheDocument();
    await expect(
      within(profile).queryByRole('region', { name: t('DoctorProfile.about', { name: 'Dr. Usman Tariq' }) }),
    ).not.toBeInTheDocument();
    await expect(within(profile).queryByText(t('DoctorProfile.gender'))).not.toBeInTheDocument();
    await expect(within(profile).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** An online doctor with no clinic listed says they see patients by video; a clinic without its place has no map. */
export const OnlineWithoutClinic: Story = {
  args: { doctor: { ...sana, clinic: undefined } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('DoctorProfile.onlineOnlyClinic'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: new RegExp(t('DoctorProfile.mapsLink')) })).toBeNull();
  },
};

/** A clinic that has not given its place: its name and address, and no maps link. */
export const ClinicWithoutPlace: Story = {
  args: { doctor: { ...sana, clinic: { name: 'Shifa Family Clinic', address: '12 Main Road, Karachi' } } },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText('Shifa Family Clinic')).toBeVisible();
    await expect(canvas.getByText('12 Main Road, Karachi')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: new RegExp(t('DoctorProfile.mapsLink')) })).toBeNull();
  },
};

/** Markup in a biography is shown as the doctor wrote it, never run. */
export const BiographyWithMarkup: Story = {
  args: { doctor: { ...sana, bio: '<img src=x onerror="alert(1)"> <b>Heart</b> care' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror="alert(1)"> <b>Heart</b> care')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvasElement.querySelectorAll('img')).toHaveLength(1);
  },
};

/** When the photo fails, the initial shows. */
export const ImageFails: Story = {
  args: { imageSrc: brokenPhoto },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[data-state]');
    // The initial of "Dr. Sana Mirza", as the card shows it.
    await waitFor(() => expect(avatar).toHaveAttribute('data-state', 'fallback'));
    await expect(avatar).toHaveTextContent('D');
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** On a 360 px phone, with a long name and a long biography: nothing overflows. */
export const Phone360: Story = {
  args: { doctor: { ...longNamedDoctor, bio: sana.bio, clinic: sana.clinic } },
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('article')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

const urdu = { locale: 'ur' } as const;

/** In Urdu: every term and heading in Urdu, the PMDC number and the fees in Western digits, the photo on the right. */
export const Urdu: Story = {
  globals: urdu,
  play: async ({ canvas }) => {
    const profile = canvas.getByRole('article', { name: 'Dr. Sana Mirza' });
    await expect(profile.closest('[lang]')).toHaveAttribute('lang', 'ur');
    await expect(within(profile).getByText(specialtyName('Cardiologist', 'ur'))).toBeVisible();
    await expect(detail(profile, 'کلینک میں فیس')).toHaveTextContent('2,500 روپے');
    await expect(detail(profile, 'PMDC نمبر')).toHaveTextContent('45321-P');
    await expect(detail(profile, 'جنس')).toHaveTextContent('خاتون');
    await expect(
      within(profile).getByRole('region', { name: 'Dr. Sana Mirza کہاں مریض دیکھتے ہیں' }),
    ).toBeVisible();
    await expect(within(profile).getByRole('link', { name: /گوگل میپس پر راستہ دیکھیں/ })).toBeVisible();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const avatar = profile.querySelector('[data-state]')?.getBoundingClientRect();
    await expect(avatar?.left).toBeGreaterThan(heading.left);
  },
};

/** In Urdu, a sparse profile. */
export const UrduSparse: Story = { ...Sparse, globals: urdu };

/** In Urdu on a 360 px phone: nothing overflows. */
export const UrduPhone360: Story = { ...Phone360, globals: { ...urdu, viewport: { value: 'phone360' } } };
