import { CircleX as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const CircleX = /* @__PURE__ */ lucideIcon('circle-x', node);
