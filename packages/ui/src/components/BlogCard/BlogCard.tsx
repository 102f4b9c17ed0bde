import { Inline } from '../../layout/Inline';
import { Badge } from '../../primitives/Badge';
import { Card } from '../../primitives/Card';
import { Text } from '../../primitives/Text';
import * as styles from './BlogCard.css';
import { useMessages } from '../../i18n/I18nContext';
import { formatIsoDate } from '../../i18n/format';
import type { Translate } from '../../i18n/translator';

/**
 * A post's date, `YYYY-MM-DD`, as people read it ("2 June 2026", "2 جون 2026"), in the translator's language. The
 * same day in every time zone, written without `Intl` (whose first date format loads the browser's calendar data
 * in the middle of a blog page's start); a value that is not such a date is shown as given.
 */
export function formatPostDate(t: Translate, date: string): string {
  return formatIsoDate(t, date) ?? date;
}

/** "3 min read", in the translator's language. */
export function readingTimeLabel(t: Translate, minutes: number): string {
  return t('BlogCard.readingTime', { minutes });
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
  data,
}: BlogCardProps) {
  const t = useMessages();
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
          <time dateTime={date}>{formatPostDate(t, date)}</time>
          <span aria-hidden="true" className={styles.separator}>
            ·
          </span>
          {readingTimeLabel(t, readingMinutes)}
        </Text>
      </Inline>
    </Card>
  );
}
