import { avatarInitial } from '@aafiyat/domain';
import { useLayoutEffect, useRef, useState } from 'react';
import { dataAttributes } from '../Button/Button';
import { avatar, image, type AvatarVariants } from './Avatar.css';
import { avatarPixelSizes } from './fillAvatar';

/** Avatar sizes. */
export const avatarSizes = ['medium', 'large'] as const;

// The image's width and height attributes, so the browser reserves its box before it loads.
const pixelSizes = avatarPixelSizes;

export interface AvatarProps {
  /** The person's name: the image's alternative text, and the source of the fallback initial. */
  name: string;
  /** The photo's address; without one, or when it fails to load, the initial shows. */
  src?: string | undefined;
  /** `medium` (40 px) in the header, `large` (64 px) on a profile. */
  size?: AvatarVariants['size'];
  /** The name is already written beside the avatar: hide it from screen readers so it is not read twice. */
  decorative?: boolean;
  /** Test and analytics hooks, rendered as `data-*` attributes. */
  data?: Record<string, string>;
}

/**
 * A person's photo, or the first letter of their name when there is no photo or it fails to load (the
 * spec's header avatar). `data-state` says which is shown.
 */
export function Avatar({ name, src, size = 'medium', decorative = false, data }: AvatarProps) {
  // Remembers which address failed, so a new `src` gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const showImage = src !== undefined && src !== '' && failedSrc !== src;
  const pixels = pixelSizes[size];
  // With no name there is nothing to say: the avatar is then decoration only.
  const hidden = decorative || name.trim() === '';

  // An image that failed before React attached its handler (server-rendered pages) has no error event left
  // to fire; a finished image with no pixels has failed.
  useLayoutEffect(() => {
    const element = imageRef.current;
    if (src && element?.complete && element.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return (
    <span
      className={avatar({ size })}
      data-state={showImage ? 'image' : 'fallback'}
      role={showImage || hidden ? undefined : 'img'}
      aria-label={showImage || hidden ? undefined : name}
      aria-hidden={hidden || undefined}
      {...dataAttributes(data)}
    >
      {showImage ? (
        <img
          ref={imageRef}
          className={image}
          src={src}
          alt={hidden ? '' : name}
          width={pixels}
          height={pixels}
          decoding="async"
          // A list of people (doctor search) holds many photos, most below the fold on a phone: each loads as it
          // comes near the screen, not all with the page.
          loading="lazy"
          onError={() => {
            setFailedSrc(src);
          }}
        />
      ) : (
        <span aria-hidden="true">{avatarInitial(name)}</span>
      )}
    </span>
  );
}
