export { Timeline, TimelineItem } from './Timeline';
export type { TimelineItemProps, TimelineProps } from './Timeline';
