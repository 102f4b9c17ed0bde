import { useRef, useState } from 'react';
import { pakistanDate } from '@aafiyat/domain';
import { dataAttributes } from '../../primitives/Button/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './LabProfile.css';
import { LabProfileBooking } from './LabProfileBooking';
import { LabProfileBranches } from './LabProfileBranches';
import { LabProfileHeader } from './LabProfileHeader';
import type {
  LabProfileBooking as LabBooking,
  LabProfileBookingRequest,
  LabProfileBranch,
  LabProfileCategories,
  LabProfileLab,
} from './LabProfileTypes';
import { useMessages } from '../../i18n/I18nContext';

export interface LabProfileProps {
  /** The lab (`getLabInfo`); leave out while it loads to show the loading state. */
  lab?: LabProfileLab | undefined;
  /** The lab's branches (`listLabBranches`); leave out while they load. */
  branches?: readonly LabProfileBranch[] | undefined;
  /** The logo's address (the API's lab logo URL); the lab's initial shows when it is missing or fails. */
  logoSrc?: string | undefined;
  /**
   * Each branch's test catalogue, by branch id: `{ status: 'loading' }`, `{ status: 'error', message }` or
   * `{ status: 'loaded', categories }`. A branch missing here has not been asked for.
   */
  categories?: Readonly<Partial<Record<number, LabProfileCategories>>>;
  /**
   * Asks for a branch's catalogue (`listLabCategories`): called the first time its tests are opened or it is
   * chosen for a booking, and on Try again after a failure. Set that branch's entry in `categories` in reply.
   */
  onCategoriesNeeded: (change: { branchId: number }) => void;
  /**
   * Sends a booking (`POST /api/medical-test-labs/citi/booking`) and resolves with its number. Reject with an
   * `Error` whose message is what to show (the API client's errors are); a rejection carrying the contract's
   * `fields` also marks those fields. The form keeps what was typed for another try.
   */
  onBook: (request: LabProfileBookingRequest) => Promise<LabBooking>;
  /** The earliest preferred date, `YYYY-MM-DD`; today in Pakistan by default. */
  today?: string;
  /** The level of the lab's name: 1 when the profile is the page. */
  headingLevel?: 1 | 2;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * A medical test lab's page body: logo, name, about text and head office; its
 * branches with address, phone, a maps link and their tests and prices (fetched per branch, on demand); and a
 * form to book tests at a branch. Data comes in by props; the site loads it and sends the booking.
 */
export function LabProfile({
  lab,
  branches,
  logoSrc,
  categories = {},
  onCategoriesNeeded,
  onBook,
  today,
  headingLevel = 1,
  data,
}: LabProfileProps) {
  const t = useMessages();
  const [branchId, setBranchId] = useState<number | undefined>(undefined);
  // Read once: a date picked before midnight stays valid while the page is open; the server has the last word.
  const [defaultToday] = useState(() => pakistanDate(new Date()));
  const bookingHeadingRef = useRef<HTMLHeadingElement>(null);

  if (lab === undefined || branches === undefined) {
    return (
      <div className={styles.root} aria-busy="true" data-state="loading" {...dataAttributes(data)}>
        <Spinner label={t('LabProfile.loading')} size="small" />
        <div className={styles.skeletonHeader}>
          <span className={styles.skeletonLogo}>
            <Skeleton shape="block" ratio="square" />
          </span>
          <span className={styles.skeletonText}>
            <Skeleton lines={3} />
          </span>
        </div>
        <div className={styles.columns}>
          <Skeleton shape="block" />
          <Skeleton lines={6} />
        </div>
      </div>
    );
  }

  const chooseBranch = (next: number | undefined) => {
    setBranchId(next);
    if (next !== undefined && categories[next] === undefined) onCategoriesNeeded({ branchId: next });
  };

  return (
    <div className={styles.root} data-state="loaded" {...dataAttributes(data)}>
      <LabProfileHeader lab={lab} logoSrc={logoSrc} headingLevel={headingLevel} />
      <div className={styles.columns}>
        <LabProfileBranches
          branches={branches}
          categories={categories}
          selectedBranchId={branchId}
          onCategoriesNeeded={onCategoriesNeeded}
          onBookHere={({ branchId: chosen }) => {
            chooseBranch(chosen);
            // Straight to the form, which now shows this branch's tests.
            bookingHeadingRef.current?.focus();
          }}
        />
        <LabProfileBooking
          lab={lab}
          branches={branches}
          categories={categories}
          branchId={branchId}
          onBranchChange={({ branchId: chosen }) => {
            chooseBranch(chosen);
          }}
          onCategoriesNeeded={onCategoriesNeeded}
          onBook={onBook}
          today={today ?? defaultToday}
          headingRef={bookingHeadingRef}
        />
      </div>
    </div>
  );
}
