import { DocsBrowser } from '../views/docs/DocsBrowser';
import { island } from './island';

/** The searchable list of documents on /docs. */
export const DocsBrowserIsland = island(DocsBrowser);
