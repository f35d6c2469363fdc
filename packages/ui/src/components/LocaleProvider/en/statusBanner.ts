import type { Messages } from '../messages';

export const statusBanner: Messages['statusBanner'] = {
  label: 'Security status',
  statusLabels: { secure: 'Secure', warning: 'Warning', danger: 'Danger' },
  lastUpdateLabel: 'Last updated',
  refreshLabel: 'Refresh',
  loadingLabel: 'Checking…',
};
