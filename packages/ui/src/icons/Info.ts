import { Info as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const Info = /* @__PURE__ */ lucideIcon('info', node);
