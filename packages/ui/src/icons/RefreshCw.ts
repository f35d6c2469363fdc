import { RefreshCw as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const RefreshCw = /* @__PURE__ */ lucideIcon('refresh-cw', node);
