import { Inline, Link } from '@aafiyat/ui';
import { blogCategories } from '../../blogs/categories';
import { useSiteMessages } from '../../i18n/language';
import { blogCategoryPath } from './blogMeta';

export interface BlogCategoryNavProps {
  /** The category being shown (marked as the current page), if any. */
  current?: string;
}

/** Links to every blog category; the one being shown is marked with aria-current. */
export function BlogCategoryNav({ current }: BlogCategoryNavProps) {
  const t = useSiteMessages();
  return (
    <nav aria-label={t('Blog.nav.label')}>
      <Inline as="ul" gap="large" paddingInlineStart="none">
        {blogCategories.map((category) => {
          const isCurrent = category.slug === current;
          return (
            <li key={category.slug}>
              <Link
                href={blogCategoryPath(category.slug)}
                tone={isCurrent ? 'neutral' : 'brand'}
                underline={isCurrent ? 'always' : 'hover'}
                {...(isCurrent ? { 'aria-current': 'page' as const } : {})}
              >
                {t(category.name)}
              </Link>
            </li>
          );
        })}
      </Inline>
    </nav>
  );
}
