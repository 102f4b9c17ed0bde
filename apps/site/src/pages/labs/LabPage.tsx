import {
  Box,
  Button,
  ButtonLink,
  Container,
  Heading,
  InlineAlert,
  LabProfile,
  Link,
  Stack,
  Text,
} from '@aafiyat/ui';
import { useEffect, useId } from 'react';
import { useParams } from 'react-router-dom';
import { api } from '../../app/api';
import { applyMeta, type PageMetaSource } from '../../app/meta';
import { useSiteMessages } from '../../i18n/language';
import { labIdFromParams, useLab, useLabCategories, useOtherLabs } from './labData';

// Client-only (not prerendered): the server answers /labs/:id with the SPA shell, so these words are generic
// until the lab arrives and the title becomes its name.
export const meta: PageMetaSource = (t) => ({
  title: t('Labs.lab.meta.title'),
  description: t('Labs.lab.meta.description'),
});

/** The lab page: the lab, its branches and tests, booking, and the other labs. */
export default function LabPage() {
  const labId = labIdFromParams(useParams());
  // A new id is a new page: nothing of the last lab's state (catalogues, the form) carries over.
  return <LabPageBody key={labId ?? 'none'} labId={labId} />;
}

function LabPageBody({ labId }: { labId: number | null }) {
  const { load, retry } = useLab(labId);
  const { categories, request } = useLabCategories();
  const otherLabs = useOtherLabs(labId);
  const otherLabsHeadingId = useId();
  const t = useSiteMessages();

  useEffect(() => {
    if (load.status === 'loaded') {
      const { lab } = load;
      applyMeta(
        {
          title: lab.lab_name,
          description: t('Labs.lab.description', { lab: lab.lab_name, city: lab.city }),
        },
        t,
      );
    } else if (load.status === 'notFound') {
      applyMeta({ title: t('Labs.lab.notFound.title'), description: t('Labs.lab.meta.description') }, t);
    }
  }, [load, t]);

  return (
    <>
      <Container paddingBlock={['xxlarge', 'xxxlarge']}>
        {load.status === 'notFound' ? (
          <Stack gap="large">
            <Heading level={1}>{t('Labs.lab.notFound.heading')}</Heading>
            <Text>{t('Labs.lab.notFound.text')}</Text>
            <div>
              <ButtonLink href="/">{t('Labs.lab.home')}</ButtonLink>
            </div>
          </Stack>
        ) : load.status === 'error' ? (
          <Stack gap="large">
            <Heading level={1}>{t('Labs.lab.error.heading')}</Heading>
            <InlineAlert tone="critical" announce>
              {load.message}
            </InlineAlert>
            <div>
              <Button icon="alertCircle" onClick={retry}>
                {t('Labs.lab.retry')}
              </Button>
            </div>
          </Stack>
        ) : (
          <LabProfile
            lab={load.status === 'loaded' ? load.lab : undefined}
            branches={load.status === 'loaded' ? load.branches : undefined}
            logoSrc={labId === null ? undefined : api.images.labLogo(labId)}
            categories={categories}
            onCategoriesNeeded={request}
            onBook={(booking) => api.bookLabTest({ body: booking })}
          />
        )}
      </Container>
      {otherLabs.length === 0 ? null : (
        <Box as="section" aria-labelledby={otherLabsHeadingId} background="surfaceMuted">
          <Container paddingBlock="xxlarge">
            <Stack gap="large">
              <Heading level={2} size="medium" id={otherLabsHeadingId}>
                {t('Labs.lab.others')}
              </Heading>
              <Box
                as="ul"
                display="grid"
                gridTemplateColumns={['1', '2', '3']}
                gap="medium"
                paddingInlineStart="none"
              >
                {otherLabs.map((lab) => (
                  <li key={lab.id}>
                    <Link href={`/labs/${String(lab.id)}`}>{lab.lab_name}</Link>
                  </li>
                ))}
              </Box>
            </Stack>
          </Container>
        </Box>
      )}
    </>
  );
}
