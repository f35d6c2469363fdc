import { MapPin as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const MapPin = /* @__PURE__ */ lucideIcon('map-pin', node);
