import { style } from '@vanilla-extract/css';

// A phone number broken across two lines reads as two numbers.
export const phoneNumber = style({ whiteSpace: 'nowrap' });
