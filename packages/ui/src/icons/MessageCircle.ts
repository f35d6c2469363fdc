import { MessageCircle as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const MessageCircle = /* @__PURE__ */ lucideIcon('message-circle', node);
