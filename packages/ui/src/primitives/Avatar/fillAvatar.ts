// The avatar's photo-or-initial, for a script that fills prerendered markup without React (a doctor card drawn by
// a page's driver): the same markup and the same fallback as ./Avatar.tsx.
import { avatarInitial } from '@aafiyat/domain';
import { image } from './Avatar.css';

/** The rendered sizes in CSS pixels (the size tokens 2.5rem and 4rem at the default font size). */
export const avatarPixelSizes = { medium: 40, large: 64 } as const;

/** What {@link fillAvatar} shows. */
export interface FillAvatarOptions {
  /** The person's name: the photo's alternative text and the initial's source. */
  name: string;
  /** The photo's address; without one, or when it fails to load, the initial shows. */
  src?: string | undefined;
  /** The avatar's size, as its markup was rendered. */
  size: keyof typeof avatarPixelSizes;
  /** The name is written beside the avatar: hidden from screen readers. */
  decorative?: boolean;
}

/**
 * Shows `name`'s photo (or initial) in an avatar's prerendered root (the `span` {@link Avatar} renders), with the
 * markup the component gives the same props, and falls back to the initial when the photo fails to load.
 */
export function fillAvatar(
  root: HTMLElement,
  { name, src, size, decorative = false }: FillAvatarOptions,
): void {
  const hidden = decorative || name.trim() === '';
  const label = (showsImage: boolean) => {
    if (showsImage || hidden) {
      root.removeAttribute('role');
      root.removeAttribute('aria-label');
    } else {
      root.setAttribute('role', 'img');
      root.setAttribute('aria-label', name);
    }
    if (hidden) root.setAttribute('aria-hidden', 'true');
    else root.removeAttribute('aria-hidden');
  };
  const showInitial = () => {
    root.dataset.state = 'fallback';
    label(false);
    const initial = document.createElement('span');
    initial.setAttribute('aria-hidden', 'true');
    initial.textContent = avatarInitial(name);
    root.replaceChildren(initial);
  };
  if (src === undefined || src === '') {
    showInitial();
    return;
  }
  root.dataset.state = 'image';
  label(true);
  const photo = document.createElement('img');
  photo.className = image;
  photo.alt = hidden ? '' : name;
  photo.width = avatarPixelSizes[size];
  photo.height = avatarPixelSizes[size];
  photo.decoding = 'async';
  photo.loading = 'lazy';
  photo.addEventListener('error', showInitial, { once: true });
  photo.src = src;
  root.replaceChildren(photo);
}
