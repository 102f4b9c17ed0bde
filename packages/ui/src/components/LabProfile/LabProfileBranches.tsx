import { mapsLink } from '@aafiyat/domain';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { InlineAlert } from '../../primitives/InlineAlert';
import { Link } from '../../primitives/Link';
import { Spinner } from '../../primitives/Spinner';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { telHref } from '../SiteHeader/SiteHeaderLinks';
import * as styles from './LabProfile.css';
import type { LabProfileBranch, LabProfileCategories } from './LabProfileTypes';
import { useMessages } from '../../i18n/I18nContext';
import { formatRupees } from '../../i18n/format';

export interface LabProfileCatalogueProps {
  /** The branch's name, for the Retry button's accessible name. */
  branchName: string;
  /** Where the branch's catalogue stands; `undefined` until it is asked for. */
  state: LabProfileCategories | undefined;
  /** Asks for the catalogue again after a failure. */
  onRetry: () => void;
  /** The level of each category's heading. */
  headingLevel: 3 | 4;
}

/** A branch's catalogue: categories with their tests and prices, or why they are not shown. */
export function LabProfileCatalogue({ branchName, state, onRetry, headingLevel }: LabProfileCatalogueProps) {
  const t = useMessages();
  if (state === undefined || state.status === 'loading') {
    return (
      <div className={styles.loadingRow}>
        <Spinner size="small" />
        <Text as="span" tone="muted">
          {t('LabProfile.testsLoading')}
        </Text>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <InlineAlert tone="critical" title={t('LabProfile.testsFailed')} announce>
        <div className={styles.actions}>
          <span>{state.message}</span>
          <Button size="small" variant="outline" icon="alertCircle" onClick={onRetry}>
            {t('VideoCallView.tryAgain')}
            <VisuallyHidden>{` ${t('LabProfile.toLoadTestsAt', { branch: branchName })}`}</VisuallyHidden>
          </Button>
        </div>
      </InlineAlert>
    );
  }
  if (state.categories.length === 0) return <Text tone="muted">{t('LabProfile.testsEmpty')}</Text>;
  const CategoryHeading = `h${String(headingLevel)}` as 'h3' | 'h4';
  return (
    <>
      {state.categories.map((category) => (
        <div key={category.id} className={styles.section}>
          <CategoryHeading className={styles.categoryTitle}>{category.name}</CategoryHeading>
          <ul className={styles.tests}>
            {category.tests.map((test) => (
              <li key={test.id} className={styles.testRow}>
                <span>{test.name}</span>
                <span className={styles.price}>{formatRupees(t, test.price)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

interface BranchItemProps {
  branch: LabProfileBranch;
  state: LabProfileCategories | undefined;
  selected: boolean;
  onCategoriesNeeded: (change: { branchId: number }) => void;
  onBookHere: (change: { branchId: number }) => void;
}

function BranchItem({ branch, state, selected, onCategoriesNeeded, onBookHere }: BranchItemProps) {
  const t = useMessages();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const panelId = useId();
  const directions = mapsLink(branch.lat, branch.lng);
  const phone = branch.phone?.trim() ?? '';

  return (
    <li className={styles.branch} aria-labelledby={titleId} data-selected={selected || undefined}>
      <h3 id={titleId} className={styles.branchTitle}>
        {branch.branch_name}
      </h3>
      <Text>
        {branch.address}
        {branch.address.includes(branch.city) ? null : `, ${branch.city}`}
      </Text>
      <div className={styles.actions}>
        {phone === '' ? null : (
          <Link href={telHref(phone)}>
            <VisuallyHidden>{`${t('LabProfile.callBranch', { branch: branch.branch_name })} `}</VisuallyHidden>
            <span className={styles.phoneNumber}>{phone}</span>
          </Link>
        )}
        {directions === null ? null : (
          <Link href={directions} external>
            {t('LabProfile.directions')}
            <VisuallyHidden>{` ${t('LabProfile.toBranch', { branch: branch.branch_name })}`}</VisuallyHidden>
          </Link>
        )}
      </div>
      <div className={styles.actions}>
        <Button
          variant="outline"
          size="small"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => {
            // Categories are fetched per branch, the first time a person asks to see them.
            if (!open && state === undefined) onCategoriesNeeded({ branchId: branch.id });
            setOpen(!open);
          }}
        >
          {t('LabProfile.testsAndPrices')}
          <VisuallyHidden>{` ${t('LabProfile.atBranch', { branch: branch.branch_name })}`}</VisuallyHidden>
        </Button>
        <Button
          variant="ghost"
          size="small"
          icon="calendar"
          onClick={() => {
            onBookHere({ branchId: branch.id });
          }}
        >
          {t('LabProfile.bookHere')}
          <VisuallyHidden>{` ${t('LabProfile.atBranch', { branch: branch.branch_name })}`}</VisuallyHidden>
        </Button>
      </div>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        aria-busy={open && (state === undefined || state.status === 'loading') ? true : undefined}
        data-state={state?.status ?? 'idle'}
      >
        {open ? (
          <LabProfileCatalogue
            branchName={branch.branch_name}
            state={state}
            headingLevel={4}
            onRetry={() => {
              onCategoriesNeeded({ branchId: branch.id });
            }}
          />
        ) : null}
      </div>
    </li>
  );
}

export interface LabProfileBranchesProps {
  /** The lab's branches, in the order to show them. */
  branches: readonly LabProfileBranch[];
  /** Each branch's catalogue, by branch id; a branch not in it has not been asked for yet. */
  categories: Readonly<Partial<Record<number, LabProfileCategories>>>;
  /** The branch the booking form has chosen, marked in the list. */
  selectedBranchId: number | undefined;
  /** Asks for a branch's catalogue: when its tests are first opened, and on Try again. */
  onCategoriesNeeded: (change: { branchId: number }) => void;
  /** The person wants to book at this branch. */
  onBookHere: (change: { branchId: number }) => void;
}

/** The lab's branches: address, phone, a maps link, and each branch's tests and prices behind a disclosure. */
export function LabProfileBranches({
  branches,
  categories,
  selectedBranchId,
  onCategoriesNeeded,
  onBookHere,
}: LabProfileBranchesProps) {
  const t = useMessages();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} size="medium" id={headingId}>
        {t('LabList.branchesTerm')}
      </Heading>
      {branches.length === 0 ? (
        <Text tone="muted">{t('LabProfile.noBranches')}</Text>
      ) : (
        <ul className={styles.list}>
          {branches.map((branch) => (
            <BranchItem
              key={branch.id}
              branch={branch}
              state={categories[branch.id]}
              selected={branch.id === selectedBranchId}
              onCategoriesNeeded={onCategoriesNeeded}
              onBookHere={onBookHere}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
