import { Card } from '../../primitives/Card';
import { dataAttributes } from '../../primitives/Button/Button';
import { Text } from '../../primitives/Text';
import * as styles from './LabList.css';

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

/** "Lahore and Islamabad": each city once, in the order first met, in an English list. */
function citiesOf(branchCities: readonly string[]): string {
  return new Intl.ListFormat('en', { type: 'conjunction' }).format([...new Set(branchCities)]);
}

/** "3 branches in Lahore and Islamabad", "1 branch in Peshawar", "None yet". */
export function branchSummary(branchCities: readonly string[]): string {
  const count = branchCities.length;
  if (count === 0) return 'None yet';
  return `${String(count)} ${count === 1 ? 'branch' : 'branches'} in ${citiesOf(branchCities)}`;
}

/**
 * The partner labs people can book a test at: each lab's name (a link to its page), its city, its branches and
 * whether it collects samples at home.
 */
export function LabList({
  labs,
  headingLevel = 2,
  emptyText = 'No partner labs are listed yet. Please check again soon.',
  data,
}: LabListProps) {
  if (labs.length === 0) {
    return (
      <div {...dataAttributes(data)}>
        <Text tone="muted">{emptyText}</Text>
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
            <dt className={styles.term}>City</dt>
            <dd className={styles.detail}>{lab.city}</dd>
            <dt className={styles.term}>Branches</dt>
            <dd className={styles.detail}>{branchSummary(lab.branchCities)}</dd>
            <dt className={styles.term}>Home sampling</dt>
            <dd className={styles.detail}>{lab.homeSampling ? 'Available' : 'Not offered'}</dd>
          </dl>
        </Card>
      ))}
    </ul>
  );
}
