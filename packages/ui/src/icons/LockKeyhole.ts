import { LockKeyhole as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const LockKeyhole = /* @__PURE__ */ lucideIcon('lock-keyhole', node);
