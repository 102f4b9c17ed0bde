import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A text area grows with the text a person expects to write; only its height may be dragged. */
export const textArea = style({
  minBlockSize: `calc(${vars.size.touchTarget} * 3)`,
  resize: 'vertical',
});
