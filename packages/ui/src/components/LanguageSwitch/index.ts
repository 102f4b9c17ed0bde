export { LanguageSwitch } from './LanguageSwitch';
export type { LanguageSwitchProps, LanguageSwitchTarget } from './LanguageSwitch';
