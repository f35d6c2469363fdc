import { CookieSettings } from '../views/legal/CookieSettings';
import { island } from './island';

/** The visitor's cookie choice per category, on the cookie policy page. */
export const CookieSettingsIsland = island(CookieSettings);
