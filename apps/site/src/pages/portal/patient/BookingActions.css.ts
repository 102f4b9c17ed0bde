import { style } from '@vanilla-extract/css';

/**
 * A card's first open times: a line of their own under the booking buttons (the card's actions are a wrapping
 * row), the times wrapping on a narrow phone, spaced as the buttons are (the library's small space, 0.5rem).
 */
export const cardSlots = style({
  flexBasis: '100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
});

/** "Next open times", on its own line before the times. */
export const cardSlotsLabel = style({
  flexBasis: '100%',
});
