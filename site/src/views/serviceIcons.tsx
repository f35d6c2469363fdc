import { Activity, Code, Headphones, Palette, Settings, Tag, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import type { ServiceIcon as ServiceIconName } from '../data/services';

const serviceIconComponents: Record<ServiceIconName, LucideIcon> = {
  Headphones,
  Settings,
  TrendingUp,
  Code,
  Tag,
  Activity,
  Palette,
  Users,
};

export interface ServiceIconProps {
  /** Icon name from the service data; a name outside the list shows Settings (spec §2). */
  name: string;
}

/** The lucide icon of a service, decorative: the service name always sits beside it. */
export function ServiceIcon({ name }: ServiceIconProps) {
  const Icon = Object.hasOwn(serviceIconComponents, name) ? serviceIconComponents[name as ServiceIconName] : Settings;
  return <Icon aria-hidden="true" />;
}
