export { TechnologyMeter, TechnologyMeterList, technologyMeterListColumns } from './TechnologyMeter';
export type {
  TechnologyMeterItem,
  TechnologyMeterListColumns,
  TechnologyMeterListProps,
  TechnologyMeterProps,
} from './TechnologyMeter';
