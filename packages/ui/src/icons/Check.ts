import { Check as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Check = /* @__PURE__ */ lucideIcon('check', node);
