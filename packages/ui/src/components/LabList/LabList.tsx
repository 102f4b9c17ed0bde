import { Card } from '../../primitives/Card';
import { dataAttributes } from '../../primitives/Button/Button';
import { Text } from '../../primitives/Text';
import * as styles from './LabList.css';
import { useMessages } from '../../i18n/I18nContext';
import { joinList } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';

/** One lab of the list. */
export interface LabListEntry {
  /** The lab's name, shown as the link to its page. */
  name: string;
  /** The lab's page (`/labs/3`), through the provider's link component. */
  href: string;
  /** The city of its head office. */
  city: string;
  /** The city of each branch, one entry per branch (a city may repeat). */
  branchCities: readonly string[];
  /** Whether the lab collects samples at home. */
  homeSampling: boolean;
}

export interface LabListProps {
  /** The labs, in the order to show them. */
  labs: readonly LabListEntry[];
  /** The level of each lab's name in the page outline: 2 when the list is the page's main content. */
  headingLevel?: 2 | 3;
  /** Shown instead of the list when there are no labs. */
  emptyText?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** "Lahore and Islamabad", "لاہور اور اسلام آباد": each city once, in the order first met, in the language's list. */
function citiesOf(t: Translate, branchCities: readonly string[]): string {
  const cities = [...new Set(branchCities)];
  const last = cities.pop();
  if (last === undefined) return '';
  if (cities.length === 0) return last;
  return t(cities.length === 1 ? 'LabList.andTwo' : 'LabList.andMany', { rest: joinList(t, cities), last });
}

/** "3 branches in Lahore and Islamabad", "1 branch in Peshawar", "None yet", in the translator's language. */
export function branchSummary(t: Translate, branchCities: readonly string[]): string {
  const count = branchCities.length;
  if (count === 0) return t('LabList.noneYet');
  return t('LabList.branches', { count, cities: citiesOf(t, branchCities) });
}

/**
 * The partner labs people can book a test at: each lab's name (a link to its page), its city, its branches and
 * whether it collects samples at home.
 */
export function LabList({ labs, headingLevel = 2, emptyText, data }: LabListProps) {
  const t = useMessages();
  if (labs.length === 0) {
    return (
      <div {...dataAttributes(data)}>
        <Text tone="muted">{emptyText ?? t('LabList.empty')}</Text>
      </div>
    );
  }
  return (
    <ul className={styles.list} {...dataAttributes(data)}>
      {labs.map((lab) => (
        <Card
          key={lab.href}
          as="li"
          heading={<span className={styles.name}>{lab.name}</span>}
          headingLevel={headingLevel}
          href={lab.href}
          interactive
        >
          <dl className={styles.facts}>
            <dt className={styles.term}>{t('DoctorCard.city')}</dt>
            <dd className={styles.detail}>{lab.city}</dd>
            <dt className={styles.term}>{t('LabList.branchesTerm')}</dt>
            <dd className={styles.detail}>{branchSummary(t, lab.branchCities)}</dd>
            <dt className={styles.term}>{t('LabList.homeSampling')}</dt>
            <dd className={styles.detail}>
              {lab.homeSampling ? t('LabList.available') : t('LabList.notOffered')}
            </dd>
          </dl>
        </Card>
      ))}
    </ul>
  );
}
