import { ShieldCheck as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const ShieldCheck = /* @__PURE__ */ lucideIcon('shield-check', node);
