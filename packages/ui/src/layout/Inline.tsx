import { Box, type BoxProps } from './Box';
import { list } from './Inline.css';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'wrap'> {
  /** Space between the items. */
  gap?: BoxProps['gap'];
  /** Whether items wrap onto new lines on narrow screens (they do by default). */
  wrap?: boolean;
}

/**
 * Items side by side in reading order (right to left in rtl), wrapping when space runs out. As a list (`ul`,
 * `ol`) it shows no bullets.
 */
export function Inline({
  gap = 'medium',
  wrap = true,
  alignItems = 'center',
  className,
  ...props
}: InlineProps) {
  const isList = props.as === 'ul' || props.as === 'ol';
  const classes = [isList ? list : undefined, className].filter(Boolean).join(' ');
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      alignItems={alignItems}
      gap={gap}
      {...(classes ? { className: classes } : {})}
      {...props}
    />
  );
}
