import { Box, Container, Heading, Link, Stack, Text, telHref } from '@aafiyat/ui';
import type { ReactNode } from 'react';
import { useSiteMessages } from '../../i18n/language';
import { site, siteLinks } from '../../site.config';
import { sectionId, type PolicyBlock, type PolicyContent } from './policy';

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <Text>{block}</Text>;
  return (
    <Box as="ul" display="flex" flexDirection="column" gap="small" paddingInlineStart="xlarge">
      {block.list.map((item) => (
        <Text key={item} as="li">
          {item}
        </Text>
      ))}
    </Box>
  );
}

export interface PolicyDocumentProps {
  /** The page's words. */
  content: PolicyContent;
  /** The page's own path, left out of the "Related pages" links. */
  path: string;
  /** Anything the page shows after its sections and before the contact details. */
  children?: ReactNode;
}

/**
 * A long-text policy page: the h1 and introduction, one h2 section per part at reading width, then how to
 * reach Aafiyat about it and links to the FAQs and the other policies.
 */
export function PolicyDocument({ content, path, children }: PolicyDocumentProps) {
  const t = useSiteMessages();
  const otherPolicies = siteLinks(t, site.companyLinks).filter(
    (link) => link.href.startsWith('/privacy/') && link.href !== path,
  );
  return (
    <Container width="reading" paddingBlock="xxxlarge">
      <Stack gap="xxlarge">
        <Stack gap="large">
          <Heading level={1} size="large">
            {content.heading}
          </Heading>
          {content.intro.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </Stack>

        {content.sections.map((section) => {
          const id = sectionId(section.heading);
          return (
            <Stack key={id} as="section" aria-labelledby={id} gap="medium" skipWhenOffscreen>
              <Heading level={2} size="small" id={id}>
                {section.heading}
              </Heading>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </Stack>
          );
        })}

        {children}

        <Stack as="section" aria-labelledby="policy-contact-heading" gap="medium" skipWhenOffscreen>
          <Heading level={2} size="small" id="policy-contact-heading">
            Questions?
          </Heading>
          <Text>
            Write to <Link href={`mailto:${site.email}`}>{site.email}</Link>, call{' '}
            <Link href={telHref(site.supportPhone)}>{site.supportPhone}</Link>, or use the form on our{' '}
            <Link href="/contactus">contact page</Link>. Our office is at {site.address.join(', ')}.
          </Text>
        </Stack>

        <Box as="nav" aria-labelledby="policy-others-heading" skipWhenOffscreen>
          <Stack gap="small">
            <Heading level={2} size="small" id="policy-others-heading">
              Related pages
            </Heading>
            <Box as="ul" display="flex" flexDirection="column" gap="small" paddingInlineStart="xlarge">
              {otherPolicies.map((link) => (
                <Text key={link.href} as="li">
                  <Link href={link.href}>{link.label}</Link>
                </Text>
              ))}
            </Box>
          </Stack>
        </Box>
      </Stack>
    </Container>
  );
}
