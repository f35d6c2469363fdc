import { Star as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Star = /* @__PURE__ */ lucideIcon('star', node);
