import { PaymentFilter } from '@aafiyat/domain';
import { Box, Heading, Link, Select, Stack, Text } from '@aafiyat/ui';
import { useId, useState } from 'react';
import { api } from '../../../app/api';
import { useLoad } from '../../../app/load';
import { useSiteMessages, type SiteTranslate } from '../../../i18n/language';
import { ProfileAppointmentLists } from './ProfileAppointmentLists';
import { ProfileSectionLoad } from './ProfileSectionLoad';

/** The payment filter's choices, in the page's language. */
const filterOptions = (t: SiteTranslate) => [
  { value: String(PaymentFilter.All), label: t('Patient.appointments.filter.all') },
  { value: String(PaymentFilter.Cleared), label: t('Patient.appointments.filter.cleared') },
  { value: String(PaymentFilter.Pending), label: t('Patient.appointments.filter.pending') },
  { value: String(PaymentFilter.Failed), label: t('Patient.appointments.filter.failed') },
];

/** The patient's appointments, upcoming and past, filtered by payment. */
export function ProfileAppointmentsSection() {
  const t = useSiteMessages();
  const headingId = useId();
  const [filter, setFilter] = useState<PaymentFilter>(PaymentFilter.All);
  const { load, retry } = useLoad(
    `appointments ${String(filter)}`,
    (signal) => api.listPatientAppointments({ query: { filter, page_size: 50 } }, { signal }),
    { role: 'patient' },
  );

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Stack gap="large">
        <Heading level={2} size="medium" id={headingId}>
          {t('Patient.appointments.heading')}
        </Heading>
        <Select
          label={t('Patient.appointments.filter')}
          name="filter"
          options={filterOptions(t)}
          value={String(filter)}
          onChange={({ value }) => {
            setFilter(Number(value) as PaymentFilter);
          }}
        />
        <ProfileSectionLoad
          load={load}
          loadingText={t('Patient.appointments.loading')}
          skeletonLines={4}
          errorTitle={t('Patient.appointments.error')}
          onRetry={retry}
        >
          {({ data: appointments }) =>
            appointments.length === 0 ? (
              <Stack gap="small" alignItems="flex-start">
                <Text>
                  {filter === PaymentFilter.All
                    ? t('Patient.appointments.none')
                    : t('Patient.appointments.noneForFilter')}
                </Text>
                <Link href="/doctors/search">{t('Patient.appointments.findDoctor')}</Link>
              </Stack>
            ) : (
              <ProfileAppointmentLists appointments={appointments} />
            )
          }
        </ProfileSectionLoad>
      </Stack>
    </Box>
  );
}
