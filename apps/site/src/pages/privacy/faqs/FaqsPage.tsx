import { Heading, Stack, Text } from '@aafiyat/ui';
import type { PageMetaSource } from '../../../app/meta';
import { useSiteMessages } from '../../../i18n/language';
import { PolicyDocument } from '../PolicyDocument';
import { faqGroups, faqIntro, faqJsonLd } from './content';

export const meta: PageMetaSource = (t) => ({
  title: t('Faqs.meta.title'),
  description: t('Faqs.meta.description', { brand: t('Shell.brand') }),
  jsonLd: [faqJsonLd(t)],
});

/** FAQs: questions grouped by topic, each an h3 under its topic's h2. */
export default function FaqsPage() {
  const t = useSiteMessages();
  return (
    <PolicyDocument content={faqIntro(t)} path="/privacy/Faqs">
      {faqGroups(t).map((group) => (
        <Stack key={group.id} as="section" aria-labelledby={group.id} gap="xlarge" skipWhenOffscreen>
          <Heading level={2} size="medium" id={group.id}>
            {group.heading}
          </Heading>
          {group.items.map((item) => (
            <Stack key={item.question} gap="small">
              <Heading level={3} size="small">
                {item.question}
              </Heading>
              {item.answer.map((paragraph) => (
                <Text key={paragraph}>{paragraph}</Text>
              ))}
            </Stack>
          ))}
        </Stack>
      ))}
    </PolicyDocument>
  );
}
