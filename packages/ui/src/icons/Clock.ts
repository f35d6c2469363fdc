import { Clock as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Clock = /* @__PURE__ */ lucideIcon('clock', node);
