import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { canonicalMarkup } from '../../test-support/canonicalMarkup';
import { Avatar, type AvatarProps } from './Avatar';
import { fillAvatar } from './fillAvatar';

const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#7fb8b4"/></svg>',
)}`;

/** An avatar prerendered with a photo, filled by the script with `props`. */
function filled(props: AvatarProps & { size: 'medium' | 'large' }): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = renderToString(<Avatar name="Dr. Sana Mirza" src={photo} size={props.size} />);
  document.body.append(host);
  const root = host.firstElementChild as HTMLElement;
  fillAvatar(root, props);
  return root;
}

describe('fillAvatar', () => {
  const cases: [string, AvatarProps & { size: 'medium' | 'large' }][] = [
    ['a photo, named', { name: 'Ayesha Khan', src: photo, size: 'medium' }],
    ['a photo, decorative', { name: 'Ayesha Khan', src: photo, size: 'large', decorative: true }],
    ['no photo: the initial, named', { name: 'Ayesha Khan', size: 'medium' }],
    ['no photo and no name', { name: ' ', size: 'medium' }],
  ];
  it.each(cases)('leaves the markup the component renders: %s', async (_, props) => {
    const driven = filled(props);
    const screen = await render(<Avatar {...props} />);
    expect(canonicalMarkup(driven)).toBe(canonicalMarkup(screen.container.firstElementChild!));
    driven.parentElement?.remove();
  });
});
