import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.medium,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  minBlockSize: '100%',
});
