import type { Messages } from '../messages';

export const attacksTable: Messages['attacksTable'] = {
  caption: 'Recent attacks',
  emptyMessage: 'No attacks detected',
  headers: { timestamp: 'Time', type: 'Attack type', ip: 'Source IP address', details: 'Details' },
};
