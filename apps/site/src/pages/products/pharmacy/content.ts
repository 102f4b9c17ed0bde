// The pharmacy product page's words, written for Aafiyat. The feature list and the price come from
// @aafiyat/domain's pharmacy plan; this file says what each feature does.
import type { IconName } from '@aafiyat/ui';

export const pharmacyMeta = {
  title: 'Pharmacy management system',
  description:
    'Sales, inventory, expiry dates, suppliers, staff, shifts and daily revenue for pharmacies in Pakistan, in one system. See the pharmacy package and its monthly price.',
  productName: 'Aafiyat Pharmacy Management System',
  productDescription: 'Pharmacy software for revenue records, inventory, sales, staff, shifts and suppliers.',
} as const;

export const pharmacyHero = {
  eyebrow: 'For pharmacies',
  heading: 'Pharmacy management system',
  lead: 'The counter, the stock room, the suppliers and the cash drawer, recorded in one system. Know what sold, what is running low and what the shift took in, without a single paper register.',
  audience:
    'For neighbourhood chemists, pharmacies inside hospitals and small chains across Pakistan that want stock and takings they can trust.',
  demoLabel: 'Request a demo',
  signUpLabel: 'Sign up your pharmacy',
} as const;

/**
 * What each feature of the pharmacy plan does, keyed by the plan's own feature line. A line the domain adds
 * later still shows, with its name alone, until it gets words here.
 */
export const pharmacyFeatureDetails: Readonly<Record<string, { text: string; icon: IconName }>> = {
  'Revenue Record': {
    text: 'See what the pharmacy took in today, this week or this month, with every sale counted once and nothing left to add up by hand.',
    icon: 'file',
  },
  'Inventory Management': {
    text: 'Know how many packs of each medicine are on the shelf, which batches are close to expiry and what needs ordering before it runs out.',
    icon: 'pill',
  },
  'Staff Management': {
    text: 'Give counter staff their own accounts, so you know who served each customer and who was on duty when.',
    icon: 'user',
  },
  'Sales Management': {
    text: 'Record each sale at the counter as it happens, and look back at any day’s sales when a customer or an accountant asks.',
    icon: 'checkCircle',
  },
  'Shift Management': {
    text: 'Open and close each shift with its own takings, so the hand-over between the morning and evening staff adds up.',
    icon: 'calendar',
  },
  'Supplier Management': {
    text: 'Keep every distributor’s details and the stock you bought from them in one place, ready for the next order.',
    icon: 'building',
  },
};

export const pharmacyFeatures = {
  heading: 'What it does',
  intro: 'Six tools that cover a pharmacy’s day, from opening the shutter to counting the cash.',
} as const;

export const pharmacyAudience = {
  heading: 'Who it is for',
  text: 'Pharmacies where a missing strip of tablets or an expired batch costs a customer’s trust.',
  features: [
    'Independent chemists who still keep stock in a notebook',
    'Hospital pharmacies serving wards and outpatients',
    'Small chains that want every branch counted the same way',
  ],
  ctaLabel: 'Create your pharmacy account',
} as const;

export const pharmacyPackagesCopy = {
  heading: 'Pharmacy package',
  intro:
    'One package with every pharmacy tool included. The price is in Pakistani rupees and billed monthly; the large figure is what you pay after the discount.',
  actionLabel: 'Sign up',
  staleNote: (phone: string) =>
    `We could not load today’s price list, so this price may be out of date. Call ${phone} to confirm.`,
} as const;
