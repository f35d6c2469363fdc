import { CircleAlert as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const CircleAlert = /* @__PURE__ */ lucideIcon('circle-alert', node);
