import { ShieldAlert as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const ShieldAlert = /* @__PURE__ */ lucideIcon('shield-alert', node);
