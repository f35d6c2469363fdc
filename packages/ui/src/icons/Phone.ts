import { Phone as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Phone = /* @__PURE__ */ lucideIcon('phone', node);
