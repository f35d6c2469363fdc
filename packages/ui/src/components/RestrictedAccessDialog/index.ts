export { RestrictedAccessDialog } from './RestrictedAccessDialog';
export type { RestrictedAccessDialogProps } from './RestrictedAccessDialog';
