import { Box, type BoxProps } from './Box';

export interface InlineProps extends Omit<BoxProps, 'display' | 'flexDirection' | 'wrap'> {
  /** Space between the items. */
  gap?: BoxProps['gap'];
  /** Whether items wrap onto new lines on narrow screens (they do by default). */
  wrap?: boolean;
}

/** Items side by side in reading order (right to left in rtl), wrapping when space runs out. */
export function Inline({ gap = 'medium', wrap = true, alignItems = 'center', ...props }: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      alignItems={alignItems}
      gap={gap}
      {...props}
    />
  );
}
