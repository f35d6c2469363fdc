export { ContactDetails } from './ContactDetails';
export type { ContactDetailsProps } from './ContactDetails';
