import { Menu as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Menu = /* @__PURE__ */ lucideIcon('menu', node);
