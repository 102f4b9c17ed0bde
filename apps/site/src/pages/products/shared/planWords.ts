// The words of the domain's plans and price cards in the page's language. The domain (and the API, which answers
// the same words) writes them in English: card headings, feature lines ('Video Consultation') and counted lines
// ('Register 3 Doctors'). Each line the domain knows has a message (Products.plans.*); a line it does not know
// (a package the business adds later) is shown as the API gives it. Plan names (Basic, Standard, Premium, Custom)
// are the plans' proper names and stay as they are.
import { countedFeature, type FeatureLine, type PricingCard, type SubscriptionPlan } from '@aafiyat/domain';
import type { SiteMessageKey } from '../../../i18n/compiled/keys';
import type { SiteTranslate } from '../../../i18n/language';

/** The domain's card headings, by their English words. */
const CARD_TITLES: Readonly<Record<string, SiteMessageKey>> = {
  'For a single-doctor clinic': 'Products.plans.title.singleDoctor',
  'For a clinic with up to three doctors': 'Products.plans.title.upToThreeDoctors',
  'For a clinic with up to five doctors': 'Products.plans.title.upToFiveDoctors',
  'For larger clinics and clinic groups': 'Products.plans.title.largerClinics',
  'Clinic Management System': 'Products.plans.title.clinicSystem',
  'Hospital Management System': 'Products.plans.title.hospitalSystem',
  'Pharmacy Management System': 'Products.plans.title.pharmacySystem',
};

/** The domain's feature lines that count nothing, by their English words. */
const FEATURES: Readonly<Record<string, SiteMessageKey>> = {
  'Video Consultation': 'Products.plans.feature.videoConsultation',
  'Digital Advertisement': 'Products.plans.feature.digitalAdvertisement',
  'Digital Record Keeping': 'Products.plans.feature.digitalRecordKeeping',
  'Digital Invoice': 'Products.plans.feature.digitalInvoice',
  Customisable: 'Products.plans.feature.customisable',
  'IPD History': 'Products.plans.feature.ipdHistory',
  'Duty Roster': 'Products.plans.feature.dutyRoster',
  Advertisement: 'Products.plans.feature.advertisement',
  'Record Keeping': 'Products.plans.feature.recordKeeping',
  Invoice: 'Products.plans.feature.invoice',
  'Revenue Record': 'Products.plans.feature.revenueRecord',
  'Inventory Management': 'Products.plans.feature.inventoryManagement',
  'Staff Management': 'Products.plans.feature.staffManagement',
  'Sales Management': 'Products.plans.feature.salesManagement',
  'Shift Management': 'Products.plans.feature.shiftManagement',
  'Supplier Management': 'Products.plans.feature.supplierManagement',
};

/**
 * The things the domain's lines count ('Register 3 Doctors' counts Doctors): the line for an exact count, the
 * line for a count and more ('6+'), and the thing's name alone (a comparison table's row).
 */
const COUNTED: Readonly<
  Record<string, { exact: SiteMessageKey; orMore: SiteMessageKey; thing: SiteMessageKey }>
> = {
  Doctors: {
    exact: 'Products.plans.count.doctors',
    orMore: 'Products.plans.count.doctorsOrMore',
    thing: 'Products.plans.thing.doctors',
  },
  'Staff Members': {
    exact: 'Products.plans.count.staff',
    orMore: 'Products.plans.count.staffOrMore',
    thing: 'Products.plans.thing.staff',
  },
  Attachments: {
    exact: 'Products.plans.count.attachments',
    orMore: 'Products.plans.count.attachmentsOrMore',
    thing: 'Products.plans.thing.attachments',
  },
};

/** A card's heading in the page's language. */
export function cardTitleWords(t: SiteTranslate, title: string): string {
  const key = CARD_TITLES[title.trim()];
  return key === undefined ? title : t(key);
}

/** A feature line's words in the page's language ('Register 3 Doctors' is "3 ڈاکٹرز کی رجسٹریشن" in Urdu). */
export function featureWords(t: SiteTranslate, description: string): string {
  const counted = countedFeature(description);
  if (counted !== null) {
    const words = COUNTED[counted.thing];
    if (words === undefined) return description;
    const orMore = counted.amount.endsWith('+');
    return t(orMore ? words.orMore : words.exact, { count: Number.parseInt(counted.amount, 10) });
  }
  const key = FEATURES[description.trim()];
  return key === undefined ? description : t(key);
}

/** Feature lines in the page's language, keeping their ids. */
export function featureLinesWords(t: SiteTranslate, lines: readonly FeatureLine[]): readonly FeatureLine[] {
  return lines.map((line) => ({ id: line.id, description: featureWords(t, line.description) }));
}

/** A price card in the page's language: its heading and feature lines (its plan name and prices as they are). */
export function cardWords(t: SiteTranslate, card: PricingCard): PricingCard {
  return { ...card, title: cardTitleWords(t, card.title), all_sub: featureLinesWords(t, card.all_sub) };
}

/**
 * Plans for a comparison table, in the page's language. The table reads each counted line as "<count> <thing>"
 * to put the count in the cell and the thing in the row's header, so a counted line is given in that form with
 * the thing's name in the page's language ('Register 3 Doctors' is "3 Doctors", "3 ڈاکٹرز"); other lines are
 * translated whole.
 */
export function comparisonPlansWords(
  t: SiteTranslate,
  plans: readonly SubscriptionPlan[],
): readonly SubscriptionPlan[] {
  return plans.map((plan) => ({
    ...plan,
    features: plan.features.map((line) => {
      const counted = countedFeature(line.description);
      const thing = counted === null ? undefined : COUNTED[counted.thing];
      if (counted === null || thing === undefined) {
        return { id: line.id, description: featureWords(t, line.description) };
      }
      return { id: line.id, description: `${counted.amount} ${t(thing.thing)}` };
    }),
  }));
}

/** "A", "A and B", "A, B and C" in the page's language: the same on the server and in every browser. */
export function listNames(t: SiteTranslate, names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return t('Products.list.last', {
    rest: names.slice(0, -1).join(t('Products.list.separator')),
    last: names.slice(-1).join(''),
  });
}
