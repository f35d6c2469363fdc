import { ShieldX as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const ShieldX = /* @__PURE__ */ lucideIcon('shield-x', node);
