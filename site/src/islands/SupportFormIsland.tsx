import { SupportForm } from '../views/support/SupportForm';
import { island } from './island';

/** The support request form, which posts without JavaScript and sends JSON once its code has loaded. */
export const SupportFormIsland = island(SupportForm);
