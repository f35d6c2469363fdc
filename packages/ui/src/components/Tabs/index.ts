export { Tabs, TabsContent, TabsList, TabsTrigger, tabsActivationModes, tabsOrientations } from './Tabs';
export type {
  TabsActivationMode,
  TabsContentProps,
  TabsListProps,
  TabsOrientation,
  TabsProps,
  TabsTriggerProps,
} from './Tabs';
