export { Text, textSizes, textTones, textWeights } from './Text';
export type { TextProps } from './Text';
