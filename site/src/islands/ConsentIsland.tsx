import { CookieConsent } from '../features/consent/CookieConsent';
import { island } from './island';

/** The cookie banner of every page: its « Personnaliser » panel loads on the first touch. */
export const ConsentIsland = island(CookieConsent);
