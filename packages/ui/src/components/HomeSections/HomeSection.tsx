import { useId } from 'react';
import { Icon } from '../../icons/icons';
import { Container } from '../../layout/Container';
import { ButtonLink } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { dataAttributes } from '../../primitives/Button/Button';
import { HeroCarouselIllustration } from '../HeroCarousel/HeroCarouselIllustration';
import { root, type HomeSectionVariants } from './HomeSection.css';
import * as styles from './HomeSection.css';

/** Drawings the section can show when no picture is passed. */
export const homeSectionIllustrations = ['clinic', 'pharmacy', 'hospital'] as const;
/** Background bands, alternated down the home page. */
export const homeSectionTones = ['plain', 'muted'] as const;
/** Which side the picture is on (in reading order) on wider screens. */
export const homeSectionMediaPositions = ['start', 'end'] as const;

const illustrationSlide = { clinic: 0, pharmacy: 1, hospital: 2 } as const;

/** A picture with its intrinsic size, so the page does not shift while it loads. */
export interface HomeSectionImage {
  /** The image address. */
  src: string;
  /** Describes the picture; empty when it is decorative. */
  alt: string;
  /** Intrinsic width in pixels. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
}

export interface HomeSectionProps {
  /** The section's heading ("For clinics & doctors"). */
  heading: string;
  /** A paragraph under the heading. */
  text: string;
  /** What the product does, one short line each. */
  features: readonly string[];
  /** The call to action: a link onward (the product page). */
  cta: { label: string; href: string };
  /** A drawing for the section when there is no picture. */
  illustration?: (typeof homeSectionIllustrations)[number];
  /** A picture; replaces the drawing. Loaded lazily: these sections sit below the fold. */
  image?: HomeSectionImage;
  /** Which side the picture is on, in reading order, on tablets and up. */
  mediaPosition?: (typeof homeSectionMediaPositions)[number];
  /** Background band. */
  tone?: HomeSectionVariants['tone'];
  /** Heading level in the page outline. */
  headingLevel?: 2 | 3;
  /** The section's id, so the page can link to it (`#pharmacies`). */
  id?: string;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * A home-page section selling one product (clinics & doctors, pharmacies, hospitals): heading, text, a feature
 * list and a link onward. One component, used three times.
 */
export function HomeSection({
  heading,
  text,
  features,
  cta,
  illustration,
  image,
  mediaPosition = 'end',
  tone,
  headingLevel = 2,
  id,
  data,
}: HomeSectionProps) {
  const headingId = useId();
  const hasPicture = image !== undefined || illustration !== undefined;
  return (
    <section className={root({ tone })} aria-labelledby={headingId} id={id} {...dataAttributes(data)}>
      <Container>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <Heading level={headingLevel} size="large" id={headingId}>
              {heading}
            </Heading>
            <Text>{text}</Text>
            <ul className={styles.features}>
              {features.map((feature) => (
                <li key={feature} className={styles.feature}>
                  <span className={styles.featureIcon}>
                    <Icon name="check" />
                  </span>
                  {feature}
                </li>
              ))}
            </ul>
            <div className={styles.action}>
              <ButtonLink href={cta.href} size="large">
                {cta.label}
              </ButtonLink>
            </div>
          </div>
          {hasPicture ? (
            <div className={styles.picture} data-position={mediaPosition}>
              {image ? (
                <img
                  className={styles.image}
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                />
              ) : illustration ? (
                <HeroCarouselIllustration slideId={illustrationSlide[illustration]} />
              ) : null}
            </div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
