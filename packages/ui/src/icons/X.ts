import { X as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const X = /* @__PURE__ */ lucideIcon('x', node);
