import { Shield as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Shield = /* @__PURE__ */ lucideIcon('shield', node);
