import { ExternalLink as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const ExternalLink = /* @__PURE__ */ lucideIcon('external-link', node);
