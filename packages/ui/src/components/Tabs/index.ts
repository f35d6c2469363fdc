export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
export { tabsActivationModes, tabsOrientations } from './constants';
export type {
  TabsActivationMode,
  TabsContentProps,
  TabsListProps,
  TabsOrientation,
  TabsProps,
  TabsTriggerProps,
} from './Tabs';
