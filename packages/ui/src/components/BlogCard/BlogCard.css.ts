import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The meta line sits at the card's end, so cards of one row line up however long their summaries are.
export const meta = style({ marginBlockStart: 'auto' });

export const separator = style({ paddingInline: vars.space.xsmall });
