import { ArrowLeft as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const ArrowLeft = /* @__PURE__ */ lucideIcon('arrow-left', node);
