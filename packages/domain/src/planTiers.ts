/**
 * Plans of one product form a ladder of tiers, cheapest first, and each tier includes everything in the tier
 * below it. A tier's own list says what it adds: a counted line ('Register 3 Doctors') raises the count of the
 * same thing below, any other line is one more feature. So a card says "Everything in Basic, plus:" and then
 * only what its tier adds, and a comparison table marks a lower tier's features as included in the higher ones.
 */

import type { FeatureLine } from './pricing';

/** One tier of a ladder: its name and the feature lines it lists (a plan, or a card's package). */
export interface PlanTier {
  /** The tier's name, e.g. 'Basic'. */
  readonly name: string;
  /** The lines the tier lists, in display order. */
  readonly features: readonly FeatureLine[];
}

/** A counted feature line: how many, and of what ('Register 3 Doctors' is 3 of 'Doctors'). */
export interface CountedFeature {
  /** The count as written, with its '+' when it has one ('3', '6+'). */
  readonly amount: string;
  /** What is counted ('Doctors', 'Staff Members'). */
  readonly thing: string;
}

// "Register 3 Doctors", "10+ Staff Members": a count, then the thing counted.
const COUNTED_FEATURE = /^(?:Register\s+)?(\d+\+?)\s+(.+)$/;

/** A feature line read as a count of something, or `null` for a line that counts nothing ('Duty Roster'). */
export function countedFeature(description: string): CountedFeature | null {
  const match = COUNTED_FEATURE.exec(description.trim());
  const amount = match?.[1];
  const thing = match?.[2];
  return amount === undefined || thing === undefined ? null : { amount, thing };
}

/** What a line is about: the thing it counts, or the whole line. Two lines about the same thing meet here. */
function featureSubject(description: string): string {
  return countedFeature(description)?.thing ?? description.trim();
}

/** The same line, ignoring the spaces around it. */
function sameLine(a: FeatureLine, b: FeatureLine): boolean {
  return a.description.trim() === b.description.trim();
}

/** A tier's whole list: the list below it, each counted thing raised in place, then the tier's new lines. */
function includeBelow(below: readonly FeatureLine[], tier: readonly FeatureLine[]): readonly FeatureLine[] {
  const raised = below.map(
    (line) =>
      tier.find((own) => featureSubject(own.description) === featureSubject(line.description)) ?? line,
  );
  const added = tier.filter(
    (own) => !below.some((line) => featureSubject(line.description) === featureSubject(own.description)),
  );
  return [...raised, ...added].map((line, index) => ({ id: index + 1, description: line.description }));
}

/**
 * Every feature each tier of a ladder includes, lowest tier first: the first tier's own list, then for each
 * higher tier the list below it with its counts raised ('Register 1 Doctors' becomes 'Register 3 Doctors' where
 * it stood) and its new lines after. Lines are numbered from 1 in each list.
 */
export function tierFeatureLists(ladder: readonly PlanTier[]): readonly (readonly FeatureLine[])[] {
  const lists: (readonly FeatureLine[])[] = [];
  for (const tier of ladder) lists.push(includeBelow(lists.at(-1) ?? [], tier.features));
  return lists;
}

/** What a tier's card lists: the tier below whose features it includes, and the lines it adds to them. */
export interface TierFeatureSummary {
  /** The name of the tier below, all of whose features this tier includes; `null` for the ladder's first tier. */
  readonly includes: string | null;
  /** The tier's lines that the tiers below do not already give, in the tier's order, with their own ids. */
  readonly adds: readonly FeatureLine[];
}

/**
 * For each tier of a ladder (cheapest first), the tier below it by name and what it adds: its lines that the
 * tiers below do not already give word for word. A raised count is an addition ('Register 3 Doctors' over
 * 'Register 1 Doctors'); a line repeated from below is not. A tier with nothing below it, or only tiers that
 * list nothing, names no tier and adds its whole list.
 */
export function tierFeatureSummaries(ladder: readonly PlanTier[]): readonly TierFeatureSummary[] {
  const lists = tierFeatureLists(ladder);
  return ladder.map((tier, index) => {
    // The first tier has nothing below it: index -1 reads as undefined.
    const below = lists[index - 1] ?? [];
    const lower = ladder[index - 1];
    return {
      includes: below.length === 0 || lower === undefined ? null : lower.name,
      adds: tier.features.filter((line) => !below.some((given) => sameLine(given, line))),
    };
  });
}
