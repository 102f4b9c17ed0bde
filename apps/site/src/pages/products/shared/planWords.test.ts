import {
  CLINIC_BASIC_PLAN,
  CLINIC_CUSTOM_PLAN,
  PLAN_PRICES,
  PRICING_TEASER_CARDS,
  SUBSCRIPTION_PLANS,
  countedFeature,
} from '@aafiyat/domain';
import { describe, expect, it } from 'vitest';
import { english } from '../../../i18n/english';
import { siteTranslator } from '../../../i18n/language';
import { urdu } from '../../../i18n/urdu';
import { cardTitleWords, cardWords, comparisonPlansWords, featureWords, listNames } from './planWords';

const en = siteTranslator(english);
const ur = siteTranslator(urdu);

const allLines = SUBSCRIPTION_PLANS.flatMap((plan) => plan.features.map((line) => line.description));
const allTitles = [
  ...PLAN_PRICES.map((price) => price.title),
  ...PRICING_TEASER_CARDS.map((card) => card.title),
];

describe('the words of plans and price cards', () => {
  it('says every line and heading of the domain in English exactly as the domain writes it', () => {
    expect(allLines.map((line) => featureWords(en, line))).toEqual(allLines);
    expect(allTitles.map((title) => cardTitleWords(en, title))).toEqual(allTitles);
  });

  // Acronyms (IPD) stay as they are; no English word does.
  it('has Urdu words for every line and heading of the domain', () => {
    for (const line of allLines) expect(featureWords(ur, line)).not.toMatch(/[a-z]{2,}/u);
    for (const title of allTitles) expect(cardTitleWords(ur, title)).not.toMatch(/[a-z]{2,}/u);
  });

  it('counts in Urdu with the count in Western digits, one and many, exact and "or more"', () => {
    expect(featureWords(ur, 'Register 1 Doctors')).toBe('1 ڈاکٹر کی رجسٹریشن');
    expect(featureWords(ur, 'Register 3 Doctors')).toBe('3 ڈاکٹرز کی رجسٹریشن');
    expect(featureWords(ur, 'Register 6+ Doctors')).toBe('6 یا زیادہ ڈاکٹرز کی رجسٹریشن');
    expect(featureWords(ur, '10 Staff Members')).toBe('عملے کے 10 افراد');
  });

  it('shows a line or heading it does not know as it is given', () => {
    expect(featureWords(ur, 'Lab Integration')).toBe('Lab Integration');
    expect(featureWords(ur, 'Register 2 Nurses')).toBe('Register 2 Nurses');
    expect(cardTitleWords(ur, 'For a new kind of clinic')).toBe('For a new kind of clinic');
  });

  it('translates a card’s heading and lines, keeping its plan name, prices and ids', () => {
    const card = PRICING_TEASER_CARDS[0];
    if (card === undefined) throw new Error('Expected a teaser card.');
    const translated = cardWords(ur, card);
    expect(translated).toMatchObject({
      package_name: card.package_name,
      package_amount: card.package_amount,
      title: 'کلینک مینجمنٹ سسٹم',
    });
    expect(translated.all_sub.map((line) => line.id)).toEqual(card.all_sub.map((line) => line.id));
  });

  it('gives the comparison table counted lines it reads as a count of a thing in the page’s language', () => {
    const [basic, custom] = comparisonPlansWords(ur, [CLINIC_BASIC_PLAN, CLINIC_CUSTOM_PLAN]);
    const counts = (plan: typeof basic) =>
      (plan?.features ?? []).map((line) => countedFeature(line.description)).filter((line) => line !== null);
    expect(counts(basic)).toContainEqual({ amount: '1', thing: 'ڈاکٹرز' });
    expect(counts(custom)).toContainEqual({ amount: '6+', thing: 'ڈاکٹرز' });
    expect(counts(custom)).toContainEqual({ amount: '10+', thing: 'عملے کے افراد' });
    expect(
      comparisonPlansWords(en, [CLINIC_BASIC_PLAN])[0]?.features.map((line) => line.description),
    ).toContain('1 Doctors');
  });

  it('lists names in a sentence of the page’s language', () => {
    expect(listNames(en, [])).toBe('');
    expect(listNames(en, ['Basic'])).toBe('Basic');
    expect(listNames(en, ['Basic', 'Standard', 'Premium'])).toBe('Basic, Standard and Premium');
    expect(listNames(ur, ['Basic', 'Standard', 'Premium'])).toBe('Basic، Standard اور Premium');
  });
});
