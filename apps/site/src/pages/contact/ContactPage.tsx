import { mapsLink, to12HourTime } from '@aafiyat/domain';
import { Box, Card, Container, Heading, Link, Stack, Text, telHref } from '@aafiyat/ui';
import type { PageMeta } from '../../app/meta';
import ContactFormIsland from '../../islands/ContactFormIsland';
import { island } from '../../islands/Island';
import { HelplineButton } from '../../islands/parts';
import { site } from '../../site.config';
import {
  contactIntro,
  formSection,
  hoursSection,
  officeLocation,
  officeSection,
  phonesSection,
  type OfficeHours,
} from './content';

export const meta: PageMeta = {
  title: 'Contact us',
  description:
    'Call, email or visit Aafiyat in Gulberg, Lahore, or send us a message about sales, support, billing or partnerships.',
};

const officeMap = mapsLink(officeLocation.lat, officeLocation.lng);

function openingTimes(day: OfficeHours): string {
  const opens = to12HourTime(day.opens);
  const closes = to12HourTime(day.closes);
  if (opens === null || closes === null) return hoursSection.closed;
  const times = `${opens} to ${closes}`;
  if (!day.pause) return times;
  const from = to12HourTime(day.pause.from) ?? day.pause.from;
  const to = to12HourTime(day.pause.to) ?? day.pause.to;
  return `${times} (closed ${from} to ${to} for ${day.pause.reason})`;
}

/** The form loads as it comes near the screen (below the office, phones and hours on a phone), or at a touch. */
const ContactFormPart = island('contactForm', ContactFormIsland, { load: 'visible' });

/**
 * Contact us: the office, phones, email, hours, a call-back and the contact form. A page of islands: the text is
 * HTML, the call-back button and the form come to life when a person is about to use them.
 */
export default function ContactPage() {
  return (
    <Container paddingBlock="xxxlarge">
      <Stack gap="xxlarge">
        <Stack gap="medium">
          <Heading level={1} size="large">
            {contactIntro.heading}
          </Heading>
          <Text size="large">{contactIntro.lead}</Text>
        </Stack>

        <Box display="grid" gridTemplateColumns={['1', '1', '2']} gap="xxlarge" alignItems="flex-start">
          <Stack gap="xlarge">
            <Stack as="section" aria-labelledby="contact-office-heading" gap="small">
              <Heading level={2} size="small" id="contact-office-heading">
                {officeSection.heading}
              </Heading>
              <Text>{site.brandName}</Text>
              {site.address.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
              {officeMap === null ? null : (
                <Text>
                  <Link href={officeMap} external>
                    {officeSection.mapsLinkLabel}
                  </Link>
                </Text>
              )}
            </Stack>

            <Stack as="section" aria-labelledby="contact-phones-heading" gap="small">
              <Heading level={2} size="small" id="contact-phones-heading">
                {phonesSection.heading}
              </Heading>
              <Box as="dl" display="grid" gap="small">
                <div>
                  <Text as="dt" weight="strong">
                    {phonesSection.supportLabel}
                  </Text>
                  <Text as="dd">
                    <Link href={telHref(site.supportPhone)}>{site.supportPhone}</Link>
                  </Text>
                </div>
                <div>
                  <Text as="dt" weight="strong">
                    {phonesSection.helplineLabel}
                  </Text>
                  <Text as="dd">
                    <Link href={telHref(site.helplinePhone)}>{site.helplinePhone}</Link>
                  </Text>
                </div>
                <div>
                  <Text as="dt" weight="strong">
                    {phonesSection.emailLabel}
                  </Text>
                  <Text as="dd">
                    <Link href={`mailto:${site.email}`}>{site.email}</Link>
                  </Text>
                </div>
              </Box>
              <Stack gap="medium" alignItems="flex-start" marginBlockStart="small">
                <Text tone="muted">{phonesSection.callBackText}</Text>
                <HelplineButton label="Request a call back" variant="outline" />
              </Stack>
            </Stack>

            <Stack as="section" aria-labelledby="contact-hours-heading" gap="small">
              <Heading level={2} size="small" id="contact-hours-heading">
                {hoursSection.heading}
              </Heading>
              <Box as="dl" display="grid" gap="small">
                {hoursSection.hours.map((day) => (
                  <div key={day.days}>
                    <Text as="dt" weight="strong">
                      {day.days}
                    </Text>
                    <Text as="dd">{openingTimes(day)}</Text>
                  </div>
                ))}
              </Box>
              <Text size="small" tone="muted">
                {hoursSection.note}
              </Text>
            </Stack>
          </Stack>

          <Box as="section" aria-labelledby="contact-form-heading">
            <Card>
              <Heading level={2} size="small" id="contact-form-heading">
                {formSection.heading}
              </Heading>
              <Text tone="muted">{formSection.intro}</Text>
              <ContactFormPart headingId="contact-form-heading" />
            </Card>
          </Box>
        </Box>
      </Stack>
    </Container>
  );
}
