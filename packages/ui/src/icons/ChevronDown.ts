import { ChevronDown as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const ChevronDown = /* @__PURE__ */ lucideIcon('chevron-down', node);
