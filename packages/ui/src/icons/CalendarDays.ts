import { CalendarDays as node } from 'lucide';
import { lucideIcon } from '../utils/lucideIcon';

export const CalendarDays = /* @__PURE__ */ lucideIcon('calendar-days', node);
