import { Mail as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Mail = /* @__PURE__ */ lucideIcon('mail', node);
