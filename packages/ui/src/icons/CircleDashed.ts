import { CircleDashed as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const CircleDashed = /* @__PURE__ */ lucideIcon('circle-dashed', node);
