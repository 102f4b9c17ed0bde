import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const groupHeading = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
});

// Each link in the drawer is a full-width 44 px row: easy to hit with a thumb.
export const item = style({});
globalStyle(`${item} > a, ${item} > button`, {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  inlineSize: '100%',
  minBlockSize: vars.size.touchTarget,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
});
// Sign out sits in the list like the links around it, not centred like a standalone button.
globalStyle(`${item} > button`, { justifyContent: 'flex-start', borderWidth: 0 });
globalStyle(`${item} > a:hover`, { backgroundColor: vars.color.surfaceMuted });
globalStyle(`${item} > a[aria-current="page"]`, {
  backgroundColor: vars.color.brandSubtle,
  fontWeight: vars.fontWeight.bold,
});

export const support = style({
  borderBlockStart: `${vars.size.borderWidth} solid ${vars.color.border}`,
  paddingBlockStart: vars.space.large,
});
