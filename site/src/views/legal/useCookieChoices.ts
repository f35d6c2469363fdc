import { useState } from 'react';
import { useConsentStore, useCookiePreferences } from '../../stores/consentStore';

/** The visitor's choice for each optional cookie category: `true` when accepted. */
export interface CookieChoices {
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
}

export interface CookieChoicesState {
  /** Current position of the switches: the unsaved draft, or else the stored choice. */
  choices: CookieChoices;
  /** The last change has been saved and the confirmation shows. */
  saved: boolean;
  /**
   * Moves the switches (one, or all of them with « Tout accepter » / « Tout refuser »): a draft,
   * so a saved confirmation no longer applies until « Enregistrer » saves it (spec §4).
   */
  change: (choices: CookieChoices) => void;
  /** Saves the given choices as the visitor's consent and shows the confirmation. */
  save: (choices: CookieChoices) => void;
}

/** Every optional category refused: the starting point until the visitor chooses (CNIL). */
export const refusedCookieChoices: CookieChoices = { analytics: false, functional: false, marketing: false };

/**
 * The cookie choices of the cookie policy page, backed by the consent store. The switches show the
 * stored choice once it has been read after mount (every optional category refused before, as in
 * the prerendered page); moving them is a draft until it is saved, which records the consent and so
 * closes the banner.
 */
export function useCookieChoices(): CookieChoicesState {
  const stored = useCookiePreferences();
  const updatePreferences = useConsentStore((state) => state.updatePreferences);
  const [draft, setDraft] = useState<CookieChoices | null>(null);
  const [saved, setSaved] = useState(false);

  const choices: CookieChoices = draft ?? {
    analytics: stored.analytics,
    functional: stored.functional,
    marketing: stored.marketing,
  };

  const save = (next: CookieChoices) => {
    updatePreferences(next);
    setDraft(null);
    setSaved(true);
  };

  return {
    choices,
    saved,
    change: (next) => {
      setDraft(next);
      setSaved(false);
    },
    save,
  };
}
