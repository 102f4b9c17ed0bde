export { Card, cardElements, cardPaddings, cardTones } from './Card';
export type { CardProps } from './Card';
