export { LocaleProvider, useLocale } from './LocaleProvider';
export type { LocaleProviderProps, LocaleSettings } from './LocaleProvider';
export { FormattedDateTime } from './FormattedDateTime';
export type { FormattedDateTimeProps } from './FormattedDateTime';
export { en } from './en';
export { fr } from './fr';
export type { Messages, PartialMessages } from './messages';
