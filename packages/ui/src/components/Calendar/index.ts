export { Calendar } from './Calendar';
export type { CalendarProps } from './Calendar';
export type { IsoDate, IsoDateRange } from './dates';
