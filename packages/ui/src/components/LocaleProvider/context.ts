import { createContext, use, useMemo } from 'react';
import { mergeMessages, type Messages, type PartialMessages } from './messages';

/**
 * What a `LocaleProvider` hands down: its locale and time zone when set, and only the messages the
 * app gave. Each component lays them over the English texts it ships with, so an app bundles the
 * English texts of the components it uses, not the whole catalogue.
 */
export interface LocaleContextValue {
  locale: string | undefined;
  timeZone: string | undefined;
  messages: PartialMessages;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * The locale and time zone outside any provider. Fixed rather than the runtime's: a server and a
 * browser almost never share a locale and a zone, and a date formatted with each would differ at
 * hydration.
 */
export const defaultLocaleSettings = { locale: 'en-US', timeZone: 'UTC' } as const;

/** The nearest provider's locale and time zone, else `en-US` and `UTC`. */
export function useLocaleSettings(): { locale: string; timeZone: string } {
  const value = use(LocaleContext);
  return {
    locale: value?.locale ?? defaultLocaleSettings.locale,
    timeZone: value?.timeZone ?? defaultLocaleSettings.timeZone,
  };
}

/** The messages of the nearest provider, as given (no English filled in). */
export function useProvidedMessages(): PartialMessages {
  return use(LocaleContext)?.messages ?? noMessages;
}

const noMessages: PartialMessages = {};

/** One component's texts: the nearest provider's, laid over the English ones passed in. */
export function useMessages<Group extends keyof Messages>(group: Group, english: Messages[Group]): Messages[Group] {
  const provided = useProvidedMessages()[group];
  return useMemo(() => mergeMessages(english, provided), [english, provided]);
}
