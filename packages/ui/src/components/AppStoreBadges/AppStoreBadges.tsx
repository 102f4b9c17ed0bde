import { useId } from 'react';
import { useMessages } from '../../i18n/I18nContext';
import { ButtonLink } from '../../primitives/Button';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { dataAttributes } from '../../primitives/Button/Button';
import * as styles from './AppStoreBadges.css';

/** Surfaces the badges sit on: `inverse` on the dark footer band. */
export const appStoreBadgesTones = ['neutral', 'inverse'] as const;

/** Where one app is listed in each store. */
export interface AppStoreLinks {
  /** The App Store (iOS) page of the app. */
  ios: string;
  /** The Google Play (Android) page of the app. */
  android: string;
}

export interface AppStoreBadgesProps {
  /** Store pages of the patient app; leave out to hide its badges. */
  patientApp?: AppStoreLinks | undefined;
  /** Store pages of the doctor app; leave out to hide its badges. */
  doctorApp?: AppStoreLinks | undefined;
  /** The visible label above the patient app's badges: "Patient app" in the provider's language by default. */
  patientLabel?: string;
  /** The visible label above the doctor app's badges: "Doctor app" in the provider's language by default. */
  doctorLabel?: string;
  /** `inverse` on dark bands (the footer). */
  tone?: (typeof appStoreBadgesTones)[number];
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * App Store and Google Play links for the patient app and the doctor app, drawn as text badges. They open
 * in a new tab without opener access; each link names its app so it makes sense read on its own.
 */
export function AppStoreBadges({
  patientApp,
  doctorApp,
  patientLabel,
  doctorLabel,
  tone = 'neutral',
  data,
}: AppStoreBadgesProps) {
  const t = useMessages();
  return (
    <div className={styles.root} {...dataAttributes(data)}>
      {patientApp ? (
        <AppStoreBadgesGroup
          label={patientLabel ?? t('AppStoreBadges.patientApp')}
          links={patientApp}
          tone={tone}
        />
      ) : null}
      {doctorApp ? (
        <AppStoreBadgesGroup
          label={doctorLabel ?? t('AppStoreBadges.doctorApp')}
          links={doctorApp}
          tone={tone}
        />
      ) : null}
    </div>
  );
}

interface AppStoreBadgesGroupProps {
  label: string;
  links: AppStoreLinks;
  tone: (typeof appStoreBadgesTones)[number];
}

function AppStoreBadgesGroup({ label, links, tone }: AppStoreBadgesGroupProps) {
  const labelId = useId();
  const t = useMessages();
  // On the dark band the badges are light, elsewhere dark: both keep AA contrast from the button tokens.
  const variant = tone === 'inverse' ? 'outline' : 'solid';
  return (
    <div className={styles.group} role="group" aria-labelledby={labelId}>
      <span className={styles.groupLabel({ tone })} id={labelId}>
        {label}
      </span>
      <div className={styles.badges}>
        <ButtonLink href={links.ios} external tone="neutral" variant={variant} icon="smartphone">
          <AppStoreBadgesText
            app={label}
            small={t('AppStoreBadges.appStoreSmall')}
            large={t('AppStoreBadges.appStoreLarge')}
          />
        </ButtonLink>
        <ButtonLink href={links.android} external tone="neutral" variant={variant} icon="smartphone">
          <AppStoreBadgesText
            app={label}
            small={t('AppStoreBadges.googlePlaySmall')}
            large={t('AppStoreBadges.googlePlayLarge')}
          />
        </ButtonLink>
      </div>
    </div>
  );
}

function AppStoreBadgesText({ app, small, large }: { app: string; small: string; large: string }) {
  return (
    <span className={styles.badgeText}>
      {/* The app's name makes each link's name unique ("Doctor app: Get it on Google Play"). */}
      <VisuallyHidden>{`${app}: `}</VisuallyHidden>
      <span className={styles.badgeSmall}>{small}</span> <span className={styles.badgeLarge}>{large}</span>
    </span>
  );
}
