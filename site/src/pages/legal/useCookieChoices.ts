import { useState } from 'react';

/** The visitor's choice for each optional cookie category: `true` when accepted. */
export interface CookieChoices {
  analytics: boolean;
  functional: boolean;
  marketing: boolean;
}

export interface CookieChoicesState {
  /** Current position of the switches. */
  choices: CookieChoices;
  /** The last change has been saved and the confirmation shows. */
  saved: boolean;
  /** Moves the switches; a saved confirmation no longer applies and disappears. */
  change: (choices: CookieChoices) => void;
  /** Saves the given choices and shows the confirmation. */
  save: (choices: CookieChoices) => void;
}

/** Every optional category refused: the starting point until the visitor chooses (CNIL). */
export const refusedCookieChoices: CookieChoices = { analytics: false, functional: false, marketing: false };

/**
 * The cookie choices of the cookie policy page. They live in the page for now; the consent store
 * will take over behind this same interface, so the page does not change when it does.
 */
export function useCookieChoices(): CookieChoicesState {
  const [choices, setChoices] = useState<CookieChoices>(refusedCookieChoices);
  const [saved, setSaved] = useState(false);

  return {
    choices,
    saved,
    change: (next) => {
      setChoices(next);
      setSaved(false);
    },
    save: (next) => {
      setChoices(next);
      setSaved(true);
    },
  };
}
