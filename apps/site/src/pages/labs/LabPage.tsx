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
import { applyMeta, type PageMeta } from '../../app/meta';
import { useSiteMessages } from '../../i18n/language';
import { labIdFromParams, useLab, useLabCategories, useOtherLabs } from './labData';

// Client-only (not prerendered): the server answers /labs/:id with the SPA shell, so these words are generic
// until the lab arrives and the title becomes its name.
export const meta: PageMeta = {
  title: 'Lab',
  description: 'A medical test lab on Aafiyat: its branches, tests and prices, and booking a test online.',
};

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
          description: `${lab.lab_name} in ${lab.city}: branches, tests and prices, and booking a test online.`,
        },
        t,
      );
    } else if (load.status === 'notFound') {
      applyMeta({ title: 'Lab not found', description: meta.description }, t);
    }
  }, [load, t]);

  return (
    <>
      <Container paddingBlock={['xxlarge', 'xxxlarge']}>
        {load.status === 'notFound' ? (
          <Stack gap="large">
            <Heading level={1}>We couldn’t find this lab</Heading>
            <Text>The link may be old, or the lab may no longer be listed on Aafiyat.</Text>
            <div>
              <ButtonLink href="/">Go to the home page</ButtonLink>
            </div>
          </Stack>
        ) : load.status === 'error' ? (
          <Stack gap="large">
            <Heading level={1}>This lab’s page could not be loaded</Heading>
            <InlineAlert tone="critical" announce>
              {load.message}
            </InlineAlert>
            <div>
              <Button icon="alertCircle" onClick={retry}>
                Retry
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
                Other labs on Aafiyat
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
