import type { Messages } from '../messages';

export const sideNav: Messages['sideNav'] = {
  label: 'Section menu',
};
