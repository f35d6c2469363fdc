import { ChevronRight as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const ChevronRight = /* @__PURE__ */ lucideIcon('chevron-right', node);
