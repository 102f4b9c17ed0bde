import { Heading, Stack, Text } from '@aafiyat/ui';
import type { PageMeta } from '../../../app/meta';
import { PolicyDocument } from '../PolicyDocument';
import { sectionId } from '../policy';
import { faqGroups, faqIntro, faqJsonLd } from './content';

export const meta: PageMeta = {
  title: 'FAQs',
  description:
    "Answers about Aafiyat's clinic, pharmacy and hospital systems, booking doctors, online consultations, payments and data privacy.",
  jsonLd: [faqJsonLd],
};

/** FAQs: questions grouped by topic, each an h3 under its topic's h2. */
export default function FaqsPage() {
  return (
    <PolicyDocument content={faqIntro} path="/privacy/Faqs">
      {faqGroups.map((group) => {
        const id = sectionId(group.heading);
        return (
          <Stack key={id} as="section" aria-labelledby={id} gap="xlarge" skipWhenOffscreen>
            <Heading level={2} size="medium" id={id}>
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
        );
      })}
    </PolicyDocument>
  );
}
