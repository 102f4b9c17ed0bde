import { mapsLink } from '@aafiyat/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { formatRupees } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';
import { storyLocale, storyMessages } from '../../test-support/storyLocale';
import { LabProfile, type LabProfileProps } from './LabProfile';
import {
  brokenLogoFixture,
  labBranchesFixture,
  labCategoriesFixture,
  labFixture,
  labLogoFixture,
} from './LabProfile.fixtures';
import { labBookingMessages } from './LabProfileBookingForm';
import type { LabProfileCategories } from './LabProfileTypes';

/** How the stand-in site answers a request for a branch's catalogue. */
type CatalogueAnswer = 'loaded' | 'loading' | 'empty' | 'error' | 'errorThenLoaded';

const CATALOGUE_FAILED = 'Could not reach Aafiyat. Check your connection and try again.';

/** The profile with a stand-in for the site: it keeps the catalogues and answers requests for them. */
function WithCatalogues({ answer, ...props }: LabProfileProps & { answer: CatalogueAnswer }) {
  const [categories, setCategories] = useState(props.categories ?? {});
  const calls = useRef(0);
  const settle = (branchId: number, state: LabProfileCategories) => {
    // Answered after a tick, as a network answer would be.
    void Promise.resolve().then(() => {
      setCategories((current) => ({ ...current, [branchId]: state }));
    });
  };
  return (
    <LabProfile
      {...props}
      categories={categories}
      onCategoriesNeeded={(change) => {
        props.onCategoriesNeeded(change);
        calls.current += 1;
        setCategories((current) => ({ ...current, [change.branchId]: { status: 'loading' } }));
        if (answer === 'loading') return;
        if (answer === 'error' || (answer === 'errorThenLoaded' && calls.current === 1)) {
          settle(change.branchId, { status: 'error', message: CATALOGUE_FAILED });
        } else {
          settle(change.branchId, {
            status: 'loaded',
            categories: answer === 'empty' ? [] : labCategoriesFixture,
          });
        }
      }}
    />
  );
}

const meta = {
  title: 'Components/LabProfile',
  component: LabProfile,
  args: {
    lab: labFixture,
    branches: labBranchesFixture,
    logoSrc: labLogoFixture,
    today: '2024-06-03',
    onCategoriesNeeded: fn(),
    onBook: fn(() => Promise.resolve({ booking_id: 9123 })),
  },
  parameters: { layout: 'padded', catalogueAnswer: 'loaded' },
  render: (args, { parameters }) => (
    <WithCatalogues {...args} answer={parameters.catalogueAnswer as CatalogueAnswer} />
  ),
} satisfies Meta<typeof LabProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

const branchItem = (root: HTMLElement, name: string) => within(root).getByRole('listitem', { name });

/** A test's tick box as the form names it: the test, then its price ("ESR, Rs 400"). */
const testChoice = (t: Translate, test: string, price: number) => `${test}, ${formatRupees(t, price)}`;

async function openTests(root: HTMLElement, t: Translate, branch: string) {
  const toggle = within(root).getByRole('button', {
    name: `${t('LabProfile.testsAndPrices')} ${t('LabProfile.atBranch', { branch })}`,
  });
  await userEvent.click(toggle);
  return toggle;
}

function bookingForm(root: HTMLElement, t: Translate) {
  const section = within(within(root).getByRole('region', { name: t('LabProfile.bookTest') }));
  return {
    section,
    name: section.getByRole('textbox', { name: t('DemoRequestDialog.nameLabel') }),
    phone: section.getByRole('textbox', { name: t('HelplineDialog.phoneLabel') }),
    branch: section.getByRole('combobox', { name: t('LabProfile.branch') }),
    date: section.getByLabelText(t('LabProfile.preferredDate')),
    send: section.getByRole('button', { name: t('LabProfile.request') }),
  };
}

async function fillIn(root: HTMLElement, t: Translate) {
  const form = bookingForm(root, t);
  await userEvent.type(form.name, 'Zainab Hussain');
  await userEvent.type(form.phone, '0300 1234567');
  await userEvent.selectOptions(form.branch, 'F-8 Markaz, Islamabad');
  await userEvent.click(
    await form.section.findByRole('checkbox', { name: testChoice(t, 'Complete Blood Count (CBC)', 950) }),
  );
  await userEvent.click(form.section.getByRole('checkbox', { name: testChoice(t, 'ESR', 400) }));
  await userEvent.type(form.date, '2024-06-05');
  return form;
}

/** Loaded: logo, name, about text, head office with a phone link and a maps link, and four branches. */
export const Loaded: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const newTab = t('Link.newTab');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Noor Diagnostics' })).toBeVisible();
    const logo = canvasElement.querySelector('[data-state="image"]');
    const image = logo?.querySelector('img');
    await expect(image).toHaveAttribute('width', '96');
    await expect(image).toHaveAttribute('height', '96');
    await expect(canvas.getByText(/collection points across Punjab/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '042-111-456-789' })).toHaveAttribute(
      'href',
      'tel:042111456789',
    );
    const maps = canvas.getByRole('link', { name: `${t('LabProfile.openInMaps')} ${newTab}` });
    await expect(maps).toHaveAttribute('href', mapsLink(31.5358, 74.3289));
    await expect(maps).toHaveAttribute('target', '_blank');
    await expect(maps).toHaveAttribute('rel', 'noopener noreferrer');

    const branches = within(canvas.getByRole('region', { name: t('LabList.branchesTerm') })).getAllByRole(
      'listitem',
    );
    await expect(branches.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      'F-8 Markaz',
      'Clifton',
      'Main Gulberg',
      'Model Town',
    ]);
    const f8 = within(branchItem(canvasElement, 'F-8 Markaz'));
    const callF8 = `${t('LabProfile.callBranch', { branch: 'F-8 Markaz' })} 051-2256789`;
    await expect(f8.getByRole('link', { name: callF8 })).toHaveAttribute('href', 'tel:0512256789');
    const directions = f8.getByRole('link', {
      name: `${t('LabProfile.directions')} ${t('LabProfile.toBranch', { branch: 'F-8 Markaz' })} ${newTab}`,
    });
    await expect(directions).toHaveAttribute('href', mapsLink(33.7096, 73.0375));
    await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    // A branch without its own phone shows none; a city missing from the address is added.
    const modelTown = within(branchItem(canvasElement, 'Model Town'));
    const callModelTown = t('LabProfile.callBranch', { branch: 'Model Town' });
    await expect(
      modelTown.queryByRole('link', { name: (name) => name.startsWith(callModelTown) }),
    ).toBeNull();
    await expect(modelTown.getByText('45-B, Link Road, Model Town, Lahore')).toBeVisible();
  },
};

/** Loading: the page's shape in grey, announced once, busy until the lab arrives. */
export const Loading: Story = {
  args: { lab: undefined, branches: undefined },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByRole('status', { name: t('LabProfile.loading') })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveAttribute('data-state', 'loading');
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The logo fails to load: the lab's initial shows in its place. */
export const LogoFails: Story = {
  args: { logoSrc: brokenLogoFixture },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('[data-state="image"], [data-state="fallback"]');
    await waitFor(() => expect(logo).toHaveAttribute('data-state', 'fallback'));
    await expect(logo).toHaveTextContent('N');
    await expect(logo?.querySelector('img')).toBeNull();
  },
};

/** A branch's tests are fetched the first time they are opened, then shown by category with prices. */
export const BranchCategoriesLoaded: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const toggle = await openTests(canvasElement, t, 'F-8 Markaz');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onCategoriesNeeded).toHaveBeenCalledWith({ branchId: 31 });
    const f8 = within(branchItem(canvasElement, 'F-8 Markaz'));
    await expect(await f8.findByRole('heading', { level: 4, name: 'Haematology' })).toBeVisible();
    await expect(f8.getByText(formatRupees(t, 950))).toBeVisible();
    await expect(f8.getByText('Dengue NS1 Antigen')).toBeVisible();

    // Closing and opening again shows what was fetched, without asking twice.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(f8.queryByText('Haematology')).toBeNull();
    await userEvent.click(toggle);
    await expect(f8.getByRole('heading', { level: 4, name: 'Haematology' })).toBeVisible();
    await expect(args.onCategoriesNeeded).toHaveBeenCalledTimes(1);
  },
};

/** A branch's tests are still on their way. */
export const BranchCategoriesLoading: Story = {
  parameters: { catalogueAnswer: 'loading' },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    const toggle = await openTests(canvasElement, t, 'Clifton');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(panel).toHaveAttribute('aria-busy', 'true');
    await expect(
      within(branchItem(canvasElement, 'Clifton')).getByText(t('LabProfile.testsLoading')),
    ).toBeVisible();
  },
};

/** A branch with no tests listed says so. */
export const BranchCategoriesEmpty: Story = {
  parameters: { catalogueAnswer: 'empty' },
  play: async ({ canvasElement, globals }) => {
    const t = storyMessages(globals);
    await openTests(canvasElement, t, 'Model Town');
    await expect(
      await within(branchItem(canvasElement, 'Model Town')).findByText(t('LabProfile.testsEmpty')),
    ).toBeVisible();
  },
};

/** The tests fail to load: the reason, announced, and Try again, which asks once more. */
export const BranchCategoriesError: Story = {
  parameters: { catalogueAnswer: 'errorThenLoaded' },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    await openTests(canvasElement, t, 'Main Gulberg');
    const item = within(branchItem(canvasElement, 'Main Gulberg'));
    const alert = await item.findByRole('alert');
    await expect(alert).toHaveTextContent(CATALOGUE_FAILED);
    const retry = `${t('VideoCallView.tryAgain')} ${t('LabProfile.toLoadTestsAt', { branch: 'Main Gulberg' })}`;
    await userEvent.click(item.getByRole('button', { name: retry }));
    await expect(await item.findByRole('heading', { level: 4, name: 'Biochemistry' })).toBeVisible();
    await expect(args.onCategoriesNeeded).toHaveBeenCalledTimes(2);
    await expect(args.onCategoriesNeeded).toHaveBeenLastCalledWith({ branchId: 32 });
  },
};

/** "Book a test here" chooses the branch in the form, fetches its tests and moves focus to the form. */
export const BookAtBranch: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    await userEvent.click(
      canvas.getByRole('button', {
        name: `${t('LabProfile.bookHere')} ${t('LabProfile.atBranch', { branch: 'Main Gulberg' })}`,
      }),
    );
    const form = bookingForm(canvasElement, t);
    await expect(
      form.section.getByRole('heading', { level: 2, name: t('LabProfile.bookTest') }),
    ).toHaveFocus();
    await expect(form.branch).toHaveValue('32');
    await expect(args.onCategoriesNeeded).toHaveBeenCalledWith({ branchId: 32 });
    await expect(branchItem(canvasElement, 'Main Gulberg')).toHaveAttribute('data-selected', 'true');
    await expect(await form.section.findByRole('group', { name: 'Haematology' })).toBeVisible();
  },
};

/** Nothing filled in, then a wrong number and a past date: messages under the fields, what was typed stays. */
export const BookingInvalid: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const messages = labBookingMessages(t);
    const form = bookingForm(canvasElement, t);
    await userEvent.click(form.send);
    await expect(form.name).toHaveAccessibleDescription(messages.name);
    await expect(form.name).toHaveFocus();
    await expect(form.phone).toHaveAccessibleDescription(
      `${t('LabProfile.phoneHint')} ${t('HelplineDialog.invalidPhone')}`,
    );
    await expect(form.branch).toHaveAccessibleDescription(messages.branch);
    await expect(
      form.section.getByRole('group', { name: t('LabProfile.tests') }),
    ).toHaveAccessibleDescription(`${t('LabProfile.testsHint')} ${messages.tests}`);
    await expect(form.date).toHaveAccessibleDescription(`${t('LabProfile.dateHint')} ${messages.date}`);

    await userEvent.type(form.name, 'Zainab Hussain');
    await expect(form.name).not.toHaveAttribute('aria-invalid');
    await userEvent.type(form.phone, '12345');
    await userEvent.selectOptions(form.branch, 'Clifton, Karachi');
    await userEvent.click(
      await form.section.findByRole('checkbox', { name: testChoice(t, 'Lipid Profile', 1800) }),
    );
    await expect(
      form.section.getByText(t('LabProfile.total', { count: 1, total: formatRupees(t, 1800) })),
    ).toBeVisible();
    await userEvent.type(form.date, '2024-06-01');
    await userEvent.click(form.send);
    await expect(form.phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.phone).toHaveFocus();
    await expect(form.date).toHaveAccessibleDescription(`${t('LabProfile.dateHint')} ${messages.datePast}`);
    await expect(form.date).toHaveAttribute('min', '2024-06-03');
    await expect(form.name).toHaveValue('Zainab Hussain');
    await expect(form.phone).toHaveValue('12345');
    await expect(args.onBook).not.toHaveBeenCalled();
  },
};

/** Sending: the button shows progress, and a second press sends nothing more. */
export const BookingPending: Story = {
  args: { onBook: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const form = await fillIn(canvasElement, t);
    await userEvent.click(form.send);
    await expect(form.send).toHaveAttribute('aria-busy', 'true');
    await expect(form.section.getByRole('status')).toHaveTextContent(t('LabProfile.sending'));
    await userEvent.click(form.send);
    await expect(args.onBook).toHaveBeenCalledTimes(1);
  },
};

/** The lab refuses: its message, announced; everything typed stays for another try. */
export const BookingFailed: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    mocked(args.onBook).mockRejectedValueOnce(
      new Error('You have already booked these tests at this branch for that date.'),
    );
    const form = await fillIn(canvasElement, t);
    await userEvent.click(form.send);
    const alert = await form.section.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'You have already booked these tests at this branch for that date.',
    );
    await expect(form.name).toHaveValue('Zainab Hussain');
    await expect(form.phone).toHaveValue('03001234567');
    await expect(form.branch).toHaveValue('31');
    await expect(form.section.getByRole('checkbox', { name: testChoice(t, 'ESR', 400) })).toBeChecked();
    await expect(form.date).toHaveValue('2024-06-05');
  },
};

/**
 * A 400 naming fields: each problem in its field's words under that field (a too-long name, a date that has
 * passed), focus on the first, nothing above the button, everything typed kept. A rule of the booking (a date that
 * has passed) keeps the server's sentence on an English page and is the catalog's for its code in another language.
 */
export const BookingFieldRejected: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const datePast = 'Choose today or a later date.';
    mocked(args.onBook).mockRejectedValueOnce(
      Object.assign(new Error('Must NOT have more than 100 characters'), {
        fields: [
          {
            path: 'body/name',
            code: 'too_long',
            limit: 100,
            message: 'Must NOT have more than 100 characters',
          },
          { path: 'body/preferred_date', code: 'date_in_past', message: datePast },
        ],
      }),
    );
    const form = await fillIn(canvasElement, t);
    await userEvent.click(form.send);
    await waitFor(() => expect(form.name).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.name).toHaveAccessibleDescription(
      t('FieldProblem.too_long', { label: t('DemoRequestDialog.nameInSentence'), limit: 100 }),
    );
    await expect(form.name).toHaveFocus();
    await expect(form.date).toHaveAccessibleDescription(
      expect.stringContaining(storyLocale(globals) === 'en' ? datePast : t('Refusal.dateInPast')),
    );
    await expect(form.phone).not.toHaveAttribute('aria-invalid');
    await expect(form.section.queryByRole('alert')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent(/must NOT/i);
    await expect(form.name).toHaveValue('Zainab Hussain');
    await expect(form.date).toHaveValue('2024-06-05');
  },
};

/** Booked: the body in the contract's shape, then the booking number, announced and focused. */
export const Booked: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = storyMessages(globals);
    const form = await fillIn(canvasElement, t);
    await expect(
      form.section.getByText(t('LabProfile.total', { count: 2, total: formatRupees(t, 1350) })),
    ).toBeVisible();
    await userEvent.click(form.send);
    await expect(args.onBook).toHaveBeenCalledWith({
      name: 'Zainab Hussain',
      phone_number: '03001234567',
      lab_id: 3,
      lab_branch_id: 31,
      test_ids: [501, 502],
      preferred_date: '2024-06-05',
    });
    const confirmation = await form.section.findByRole('alert');
    await expect(confirmation).toHaveTextContent(t('LabProfile.requested'));
    // The lab and the branch booked at, and the number the lab will call.
    await expect(confirmation).toHaveTextContent(
      t('LabProfile.confirmation', {
        booking: '9123',
        lab: 'Noor Diagnostics (F-8 Markaz)',
        phone: '03001234567',
      }),
    );
    // Focus moves once the confirmation has rendered; a loaded machine can take a while.
    await waitFor(() => expect(confirmation).toHaveFocus(), { timeout: 3000 });

    // Another booking keeps who is booking and starts the rest afresh.
    await userEvent.click(form.section.getByRole('button', { name: t('LabProfile.bookAnother') }));
    const again = bookingForm(canvasElement, t);
    await waitFor(() => expect(again.name).toHaveFocus(), { timeout: 3000 });
    await expect(again.name).toHaveValue('Zainab Hussain');
    await expect(again.date).toHaveValue('');
  },
};

/** A lab with no branches yet: it says so, and offers the head office instead of a form. */
export const NoBranches: Story = {
  args: { branches: [] },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals);
    await expect(canvas.getByText(t('LabProfile.noBranches'))).toBeVisible();
    await expect(
      canvas.getByText(t('LabProfile.bookingOpensLater', { lab: 'Noor Diagnostics' })),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t('LabProfile.request') })).toBeNull();
  },
};

/** Right to left: the layout mirrors; phone numbers and the date stay in their own order. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const form = bookingForm(canvasElement, t);
    await expect(form.phone).toHaveAttribute('dir', 'ltr');
    const heading = canvas.getByRole('heading', { level: 1 });
    const logo = canvasElement.querySelector('[data-state="image"]');
    // The logo sits at the start of the line: on the right in a right-to-left page.
    await expect(logo?.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().left);
    await openTests(canvasElement, t, 'F-8 Markaz');
    await expect(await canvas.findByText(formatRupees(t, 950))).toBeVisible();
  },
};

/**
 * In Urdu: the head office's terms, each branch's buttons, the catalogue's prices in rupees, the booking form's
 * labels, checks and total in Urdu; names, numbers and the date stay as they are.
 */
export const Urdu: Story = {
  globals: { locale: 'ur' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('ہیڈ آفس')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ٹیسٹ اور قیمتیں F-8 Markaz میں' }));
    await expect(await canvas.findByText('950 روپے')).toBeVisible();
    const section = within(within(canvasElement).getByRole('region', { name: 'ٹیسٹ بک کریں' }));
    await userEvent.click(section.getByRole('button', { name: 'بکنگ کی درخواست کریں' }));
    await expect(section.getByRole('textbox', { name: 'آپ کا نام' })).toHaveAccessibleDescription(
      expect.stringContaining('اپنا نام درج کریں۔'),
    );
    await expect(section.getByRole('textbox', { name: 'موبائل نمبر' })).toHaveAttribute('dir', 'ltr');
    await expect(section.getByRole('combobox', { name: 'برانچ' })).toBeVisible();
  },
};

/** On a 360 px phone everything stacks: branches first, then the form, with no sideways scrolling. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360' } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyMessages(globals);
    const branches = canvas.getByRole('region', { name: t('LabList.branchesTerm') });
    const booking = canvas.getByRole('region', { name: t('LabProfile.bookTest') });
    await expect(booking.getBoundingClientRect().top).toBeGreaterThan(
      branches.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
    await expect(bookingForm(canvasElement, t).send).toBeVisible();
  },
};
