import { Bot as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Bot = /* @__PURE__ */ lucideIcon('bot', node);
