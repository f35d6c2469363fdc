import { Send as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Send = /* @__PURE__ */ lucideIcon('send', node);
