export {
  HomeSection,
  homeSectionIllustrations,
  homeSectionMediaPositions,
  homeSectionTones,
} from './HomeSection';
export type { HomeSectionImage, HomeSectionProps } from './HomeSection';
