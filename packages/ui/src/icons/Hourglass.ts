import { Hourglass as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Hourglass = /* @__PURE__ */ lucideIcon('hourglass', node);
