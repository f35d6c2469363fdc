import { ChevronLeft as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const ChevronLeft = /* @__PURE__ */ lucideIcon('chevron-left', node);
