import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../i18n/I18nContext';
import type { MessageKey } from '../../i18n/translator';
import { Icon, type IconName } from '../../icons/icons';
import { Container } from '../../layout/Container';
import { ProvidedLink } from '../../providers/AafiyatProvider';
import { dataAttributes } from '../../primitives/Button/Button';
import { useIdlePreload } from '../../providers/useIdlePreload';
import * as styles from './QuickLinkTiles.css';

// The Lab notice is its own chunk (a dialog nobody needs until they press Lab), fetched when the page is idle.
const loadNotice = () => import('../LabInProgressNotice/LabInProgressNotice');
const LabInProgressNotice = lazy(() =>
  loadNotice().then((module) => ({ default: module.LabInProgressNotice })),
);

/** The tiles, in order. */
export const quickLinkTileIds = ['clinic', 'pharmacy', 'hospital', 'lab'] as const;
/** One of {@link quickLinkTileIds}. */
export type QuickLinkTileId = (typeof quickLinkTileIds)[number];

const tileLabels: Record<QuickLinkTileId, MessageKey> = {
  clinic: 'QuickLinkTiles.clinic',
  pharmacy: 'QuickLinkTiles.pharmacy',
  hospital: 'QuickLinkTiles.hospital',
  lab: 'QuickLinkTiles.lab',
};

const tileIcons: Record<QuickLinkTileId, IconName> = {
  clinic: 'stethoscope',
  pharmacy: 'pill',
  hospital: 'building',
  lab: 'flask',
};

export interface QuickLinkTilesProps {
  /** Where the Clinic tile goes; the clinic product page by default. */
  clinicHref?: string;
  /** Where the Pharmacy tile goes; the pharmacy product page by default. */
  pharmacyHref?: string;
  /** Where the Hospital tile goes; the hospital product page by default. */
  hospitalHref?: string;
  /** A short line under each tile's name. */
  descriptions?: Partial<Record<QuickLinkTileId, string>>;
  /** The helpline number the Lab notice offers meanwhile. */
  helplineNumber?: string | undefined;
  /** The partner labs' list, which the Lab notice links to (they can already be booked); `/labs` by default. */
  labsHref?: string;
  /** Names the group of tiles for screen readers: "Quick links" in the provider's language by default. */
  label?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * The home page's quick links: Clinic, Pharmacy and Hospital link to their product pages; Lab is a button that
 * opens the 'Lab In Progress' notice (which links to the partner labs), and focus comes back to it on close.
 */
export function QuickLinkTiles({
  clinicHref = '/products/clinicmanagement',
  pharmacyHref = '/products/pharmacymanagement',
  hospitalHref = '/products/hospitalmanagement',
  descriptions = {},
  helplineNumber,
  labsHref = '/labs',
  label,
  data,
}: QuickLinkTilesProps) {
  const t = useMessages();
  const [labOpen, setLabOpen] = useState(false);
  // Mounted from the first press on, so its closing returns focus to the tile as usual.
  const [labWanted, setLabWanted] = useState(false);
  useIdlePreload(loadNotice);
  const labRef = useRef<HTMLButtonElement>(null);
  const hrefs = { clinic: clinicHref, pharmacy: pharmacyHref, hospital: hospitalHref } as const;
  return (
    <nav className={styles.root} aria-label={label ?? t('QuickLinkTiles.label')} {...dataAttributes(data)}>
      <Container>
        <ul className={styles.list}>
          {(['clinic', 'pharmacy', 'hospital'] as const).map((id) => (
            <li key={id}>
              <ProvidedLink href={hrefs[id]} className={styles.tile}>
                <QuickLinkTilesContent id={id} description={descriptions[id]} />
              </ProvidedLink>
            </li>
          ))}
          <li>
            <button
              ref={labRef}
              type="button"
              className={styles.tile}
              aria-haspopup="dialog"
              onClick={() => {
                setLabWanted(true);
                setLabOpen(true);
              }}
            >
              <QuickLinkTilesContent id="lab" description={descriptions.lab} />
            </button>
          </li>
        </ul>
      </Container>
      {labWanted ? (
        <Suspense fallback={null}>
          <LabInProgressNotice
            open={labOpen}
            onOpenChange={({ open }) => {
              setLabOpen(open);
            }}
            returnFocusRef={labRef}
            labsHref={labsHref}
            {...(helplineNumber ? { helplineNumber } : {})}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}

function QuickLinkTilesContent({ id, description }: { id: QuickLinkTileId; description: ReactNode }) {
  const t = useMessages();
  return (
    <>
      <span className={styles.icon}>
        <Icon name={tileIcons[id]} size="large" />
      </span>
      <span className={styles.label}>{t(tileLabels[id])}</span>
      {description ? <span className={styles.description}>{description}</span> : null}
    </>
  );
}
