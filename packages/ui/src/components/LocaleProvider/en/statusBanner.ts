import type { Messages } from '../messages';

export const statusBanner: Messages['statusBanner'] = {
  label: 'Status',
  statusLabels: { success: 'All clear', warning: 'Needs attention', danger: 'Failing' },
  lastUpdateLabel: 'Last updated',
  refreshLabel: 'Refresh',
  loadingLabel: 'Checking…',
};
