import { RestrictedNotice } from '../views/restricted/RestrictedNotice';
import { island } from './island';

/** The « Accès restreint » dialog, open over the page from the start. */
export const RestrictedNoticeIsland = island(RestrictedNotice);
