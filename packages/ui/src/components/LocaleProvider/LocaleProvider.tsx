'use client';

import { use, useMemo, type ReactNode } from 'react';
import { LocaleContext, useLocaleSettings, useProvidedMessages, type LocaleContextValue } from './context';
import { en } from './en';
import { mergeMessages, type Messages, type PartialMessages } from './messages';

/** What `useLocale` returns: the settings of the nearest `LocaleProvider`. */
export interface LocaleSettings {
  /** BCP 47 language tag of dates, times, numbers and letter case, such as `fr-FR`. */
  locale: string;
  /** IANA time zone that dates and times are shown in, such as `Indian/Antananarivo`. */
  timeZone: string;
  /** The complete catalogue: `en` with the providers' messages laid over it. */
  messages: Messages;
}

export interface LocaleProviderProps {
  /**
   * BCP 47 language tag for dates, times and letter case, such as `fr-FR` or `en-GB`.
   * @default the enclosing provider's, else `en-US`
   */
  locale?: string;
  /**
   * IANA time zone that dates and times are shown in, such as `Indian/Antananarivo`.
   * @default the enclosing provider's, else `UTC`
   */
  timeZone?: string;
  /**
   * Texts of the components, such as `fr`; any message left out keeps the enclosing provider's,
   * else the English one.
   * @default en
   */
  messages?: PartialMessages;
  /** The part of the app that uses these settings. */
  children?: ReactNode;
}

/**
 * Sets the language of the components' built-in texts, and the locale and time zone of the dates
 * and times they show, for everything inside it. Each component prop that sets a text still
 * overrides it for one instance.
 *
 * Without a provider, dates are shown in `en-US` and `UTC`, the same on a server and in every
 * browser, so that server-rendered HTML hydrates; set the app's own locale and zone here.
 *
 * @example
 * ```tsx
 * import { LocaleProvider, fr } from '@company/ui';
 *
 * <LocaleProvider locale="fr-FR" timeZone="Indian/Antananarivo" messages={fr}>
 *   <App />
 * </LocaleProvider>
 * ```
 */
export function LocaleProvider({ locale, timeZone, messages, children }: LocaleProviderProps) {
  const parent = use(LocaleContext);
  const value = useMemo<LocaleContextValue>(
    () => ({
      locale: locale ?? parent?.locale,
      timeZone: timeZone ?? parent?.timeZone,
      messages: mergeMessages(parent?.messages ?? {}, messages),
    }),
    [parent, locale, timeZone, messages],
  );
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

/**
 * The locale, time zone and complete catalogue of the nearest `LocaleProvider`, for an app's own
 * client components; outside any provider, `en-US` and `UTC` with the English texts.
 */
export function useLocale(): LocaleSettings {
  const { locale, timeZone } = useLocaleSettings();
  const provided = useProvidedMessages();
  const messages = useMemo(() => mergeMessages(en, provided), [provided]);
  return { locale, timeZone, messages };
}
