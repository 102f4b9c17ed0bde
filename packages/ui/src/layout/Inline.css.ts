import { style } from '@vanilla-extract/css';

// A row drawn as a list shows no bullets: in a wrapping row a bullet sits against the end of the item before it
// (on a link's underline) rather than at the start of its own. Screen readers still hear a list.
export const list = style({ listStyle: 'none' });
