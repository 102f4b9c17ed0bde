import { style } from '@vanilla-extract/css';

/** An island's element adds no box of its own: its content lays out as if it were not there. */
export const island = style({ display: 'contents' });
