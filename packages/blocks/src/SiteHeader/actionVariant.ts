import { type ButtonVariant } from '@company/ui';
import type { SiteHeaderAction } from './SiteHeader';

/** The look of a guest action: by default the last one is `primary` and the others `ghost`. */
export const actionVariant = (action: SiteHeaderAction, index: number, count: number): ButtonVariant =>
  action.variant ?? (index === count - 1 ? 'primary' : 'ghost');
