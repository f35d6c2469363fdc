import { ContactForm } from '../views/contact/ContactForm';
import { island } from './island';

/** The contact form, which posts without JavaScript and sends JSON once its code has loaded. */
export const ContactFormIsland = island(ContactForm);
