import { Box, Container, formatRich, Heading, Link, Stack, Text, telHref } from '@aafiyat/ui';
import type { ReactNode } from 'react';
import { useSiteMessages } from '../../i18n/language';
import { site, siteLinks } from '../../site.config';
import type { PolicyBlock, PolicyContent } from './policy';

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

        {content.sections.map((section) => (
          <Stack key={section.id} as="section" aria-labelledby={section.id} gap="medium" skipWhenOffscreen>
            <Heading level={2} size="small" id={section.id}>
              {section.heading}
            </Heading>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </Stack>
        ))}

        {children}

        <Stack as="section" aria-labelledby="policy-contact-heading" gap="medium" skipWhenOffscreen>
          <Heading level={2} size="small" id="policy-contact-heading">
            {t('Policies.contact.heading')}
          </Heading>
          <Text>
            {/* The email, the phone number and the address read left to right inside Urdu words. */}
            {formatRich(t, 'Policies.contact.text', {
              email: (
                <bdi>
                  <Link href={`mailto:${site.email}`}>{site.email}</Link>
                </bdi>
              ),
              phone: (
                <bdi>
                  <Link href={telHref(site.supportPhone)}>{site.supportPhone}</Link>
                </bdi>
              ),
              contactPage: <Link href="/contactus">{t('Policies.contact.contactPage')}</Link>,
              address: <bdi lang={site.addressLang}>{site.address.join(', ')}</bdi>,
            })}
          </Text>
        </Stack>

        <Box as="nav" aria-labelledby="policy-others-heading" skipWhenOffscreen>
          <Stack gap="small">
            <Heading level={2} size="small" id="policy-others-heading">
              {t('Policies.related.heading')}
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
