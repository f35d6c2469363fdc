import { Bell as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Bell = /* @__PURE__ */ lucideIcon('bell', node);
