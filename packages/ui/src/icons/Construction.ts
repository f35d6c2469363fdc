import { Construction as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Construction = /* @__PURE__ */ lucideIcon('construction', node);
