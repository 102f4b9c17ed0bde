import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const caller = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
});

export const callerIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.avatar,
  blockSize: vars.size.avatar,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
});

export const callerText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const sound = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const soundStatus = style({
  flex: 1,
  minInlineSize: 0,
  color: vars.color.caution,
  fontSize: vars.fontSize.small,
  selectors: { '&:empty': { display: 'none' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.medium,
  inlineSize: '100%',
});
