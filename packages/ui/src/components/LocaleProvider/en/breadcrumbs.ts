import type { Messages } from '../messages';

export const breadcrumbs: Messages['breadcrumbs'] = {
  label: 'Breadcrumb',
};
