import { en, fr, LocaleProvider } from '@company/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ReactNode } from 'react';

/**
 * The languages of the toolbar's « Language » menu: a catalogue of the components' texts and the
 * locale of their dates. Both show times in Madagascar's zone, as the stories' data assume, so
 * switching language changes the words and the date format, never the hour.
 */
const storyLocales = {
  fr: { locale: 'fr-FR', timeZone: 'Indian/Antananarivo', messages: fr },
  en: { locale: 'en-GB', timeZone: 'Indian/Antananarivo', messages: en },
} as const;

export type StoryLocale = keyof typeof storyLocales;

const isStoryLocale = (value: unknown): value is StoryLocale =>
  typeof value === 'string' && Object.hasOwn(storyLocales, value);

/** The `locale` global, French unless a story's `globals` or the toolbar say otherwise. */
export const localeGlobalTypes: Preview['globalTypes'] = {
  locale: {
    // Named for what it changes: the stories' sample content is French content, as a French app
    // would pass it, and stays French.
    description: 'Language of the components’ built-in texts and of their dates (the sample content stays French)',
    toolbar: {
      title: 'Built-in texts',
      icon: 'globe',
      items: [
        { value: 'fr', title: 'Français' },
        { value: 'en', title: 'English' },
      ] satisfies { value: StoryLocale; title: string }[],
      dynamicTitle: true,
    },
  },
};

/** The `LocaleProvider` of a `locale` global's value; French for any other value. */
export function StoryLocaleProvider({ locale, children }: { locale: unknown; children: ReactNode }) {
  return <LocaleProvider {...storyLocales[isStoryLocale(locale) ? locale : 'fr']}>{children}</LocaleProvider>;
}

/** Renders every story in the language of the `locale` global. */
export const withLocale: Decorator = (Story, { globals }) => (
  <StoryLocaleProvider locale={(globals as { locale?: unknown }).locale}>
    <Story />
  </StoryLocaleProvider>
);
