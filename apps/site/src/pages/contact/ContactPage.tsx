import { mapsLink, to12HourTime } from '@aafiyat/domain';
import { Box, Card, Container, Heading, Link, Stack, Text, telHref } from '@aafiyat/ui';
import type { PageMetaSource } from '../../app/meta';
import { useSiteMessages } from '../../i18n/language';
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

export const meta: PageMetaSource = (t) => ({
  title: t('Contact.meta.title'),
  description: t('Contact.meta.description'),
});

const officeMap = mapsLink(officeLocation.lat, officeLocation.lng);

function openingTimes(day: OfficeHours, hours: ReturnType<typeof hoursSection>): string {
  const opens = to12HourTime(day.opens);
  const closes = to12HourTime(day.closes);
  if (opens === null || closes === null) return hours.closed;
  if (!day.pause) return hours.times(opens, closes);
  const from = to12HourTime(day.pause.from) ?? day.pause.from;
  const to = to12HourTime(day.pause.to) ?? day.pause.to;
  return hours.timesWithPause(opens, closes, { from, to, reason: day.pause.reason });
}

/** The form loads as it comes near the screen (below the office, phones and hours on a phone), or at a touch. */
const ContactFormPart = island('contactForm', ContactFormIsland, { load: 'visible' });

/**
 * Contact us: the office, phones, email, hours, a call-back and the contact form. A page of islands: the text is
 * HTML, the call-back button and the form come to life when a person is about to use them.
 */
export default function ContactPage() {
  const t = useSiteMessages();
  const intro = contactIntro(t);
  const office = officeSection(t);
  const phones = phonesSection(t);
  const hours = hoursSection(t);
  const form = formSection(t);
  return (
    <Container paddingBlock="xxxlarge">
      <Stack gap="xxlarge">
        <Stack gap="medium">
          <Heading level={1} size="large">
            {intro.heading}
          </Heading>
          <Text size="large">{intro.lead}</Text>
        </Stack>

        <Box display="grid" gridTemplateColumns={['1', '1', '2']} gap="xxlarge" alignItems="flex-start">
          <Stack gap="xlarge">
            <Stack as="section" aria-labelledby="contact-office-heading" gap="small">
              <Heading level={2} size="small" id="contact-office-heading">
                {office.heading}
              </Heading>
              <Text>{t('Shell.brand')}</Text>
              {site.address.map((line) => (
                <Text key={line} lang={site.addressLang}>
                  {line}
                </Text>
              ))}
              {officeMap === null ? null : (
                <Text>
                  <Link href={officeMap} external>
                    {office.mapsLinkLabel}
                  </Link>
                </Text>
              )}
            </Stack>

            <Stack as="section" aria-labelledby="contact-phones-heading" gap="small">
              <Heading level={2} size="small" id="contact-phones-heading">
                {phones.heading}
              </Heading>
              <Box as="dl" display="grid" gap="small">
                <div>
                  <Text as="dt" weight="strong">
                    {phones.supportLabel}
                  </Text>
                  <Text as="dd">
                    <Link href={telHref(site.supportPhone)}>
                      <span dir="ltr">{site.supportPhone}</span>
                    </Link>
                  </Text>
                </div>
                <div>
                  <Text as="dt" weight="strong">
                    {phones.helplineLabel}
                  </Text>
                  <Text as="dd">
                    <Link href={telHref(site.helplinePhone)}>
                      <span dir="ltr">{site.helplinePhone}</span>
                    </Link>
                  </Text>
                </div>
                <div>
                  <Text as="dt" weight="strong">
                    {phones.emailLabel}
                  </Text>
                  <Text as="dd">
                    <Link href={`mailto:${site.email}`}>{site.email}</Link>
                  </Text>
                </div>
              </Box>
              <Stack gap="medium" alignItems="flex-start" marginBlockStart="small">
                <Text tone="muted">{phones.callBackText}</Text>
                <HelplineButton label={phones.callBackLabel} variant="outline" />
              </Stack>
            </Stack>

            <Stack as="section" aria-labelledby="contact-hours-heading" gap="small">
              <Heading level={2} size="small" id="contact-hours-heading">
                {hours.heading}
              </Heading>
              <Box as="dl" display="grid" gap="small">
                {hours.hours.map((day) => (
                  <div key={day.days}>
                    <Text as="dt" weight="strong">
                      {day.days}
                    </Text>
                    <Text as="dd">{openingTimes(day, hours)}</Text>
                  </div>
                ))}
              </Box>
              <Text size="small" tone="muted">
                {hours.note}
              </Text>
            </Stack>
          </Stack>

          <Box as="section" aria-labelledby="contact-form-heading">
            <Card>
              <Heading level={2} size="small" id="contact-form-heading">
                {form.heading}
              </Heading>
              <Text tone="muted">{form.intro}</Text>
              <ContactFormPart headingId="contact-form-heading" />
            </Card>
          </Box>
        </Box>
      </Stack>
    </Container>
  );
}
