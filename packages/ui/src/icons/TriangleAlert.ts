import { TriangleAlert as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const TriangleAlert = /* @__PURE__ */ lucideIcon('triangle-alert', node);
