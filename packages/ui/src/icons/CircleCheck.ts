import { CircleCheck as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const CircleCheck = /* @__PURE__ */ lucideIcon('circle-check', node);
