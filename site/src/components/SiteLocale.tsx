import { fr, LocaleProvider } from '@company/ui';
import type { ReactNode } from 'react';

/**
 * The components' built-in texts in French, and dates and times as Madagascar reads them, wherever
 * the visitor or the prerendering machine is. Around every React root the site renders.
 */
export function SiteLocale({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider locale="fr-FR" timeZone="Indian/Antananarivo" messages={fr}>
      {children}
    </LocaleProvider>
  );
}
