import { formatIsoDateInWords } from '@aafiyat/domain';
import { Inline } from '../../layout/Inline';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Text } from '../../primitives/Text';
import * as styles from './BlogCard.css';

/**
 * A post's date, `YYYY-MM-DD`, as people read it ("2 June 2026"). Read in UTC so the prerendered page and the
 * browser, wherever it is, print the same day; a value that is not such a date is shown as given. In English
 * (the default, en-GB) it is written without `Intl`, whose first date format loads the browser's calendar data
 * in the middle of a blog page's start; another locale is written by `Intl.DateTimeFormat`.
 */
export function formatPostDate(date: string, locale = 'en-GB'): string {
  const inWords = formatIsoDateInWords(date);
  if (inWords === null) return date;
  if (locale === 'en-GB') return inWords;
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "3 min read". */
export function readingTimeLabel(minutes: number): string {
  return `${String(minutes)} min read`;
}

export interface BlogCardProps {
  /** The post's title: the card's heading and its link. */
  title: string;
  /** The post's address; the whole card leads there. */
  href: string;
  /** The name of the post's category, shown as a badge. */
  category: string;
  /** The publication date, `YYYY-MM-DD`; shown readably inside a `<time>` element. */
  date: string;
  /** One or two sentences on what the post covers. */
  description: string;
  /** Minutes it takes to read. */
  readingMinutes: number;
  /** The title's level in the page outline: 2 on a list page, 3 under a section heading. */
  headingLevel?: 2 | 3 | 4;
  /** The locale the date is written in. */
  locale?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/** A blog post in a list: its title as a link (the whole card is the target), summary, category, date and reading time. */
export function BlogCard({
  title,
  href,
  category,
  date,
  description,
  readingMinutes,
  headingLevel = 3,
  locale,
  data,
}: BlogCardProps) {
  return (
    <Card
      as="article"
      heading={title}
      headingLevel={headingLevel}
      href={href}
      interactive
      {...(data === undefined ? {} : { data })}
    >
      <Text tone="muted">{description}</Text>
      <Inline gap="small" className={styles.meta}>
        <Badge tone="brand">{category}</Badge>
        <Text as="span" size="small" tone="muted">
          <time dateTime={date}>{formatPostDate(date, locale)}</time>
          <span aria-hidden="true" className={styles.separator}>
            ·
          </span>
          {readingTimeLabel(readingMinutes)}
        </Text>
      </Inline>
    </Card>
  );
}
