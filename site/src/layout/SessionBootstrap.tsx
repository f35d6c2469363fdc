import { useEffect } from 'react';
import { startSession } from '../stores/authStore';

/**
 * Reads the stored session once the page has hydrated (spec §4: a stored token loads the user).
 * Doing it earlier would make the first client render differ from the prerendered HTML.
 */
export function SessionBootstrap() {
  useEffect(() => {
    void startSession();
  }, []);
  return null;
}
