import { ContactMap } from '../views/contact/ContactMap';
import { island } from './island';

/** The office map, shown once the visitor consents to the map provider. */
export const ContactMapIsland = island(ContactMap);
