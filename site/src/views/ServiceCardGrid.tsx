import { ServiceCard } from '@company/blocks';
import { CardGrid, CardGridItem, type CardGridColumns } from '@company/ui';
import { Link } from 'react-router-dom';
import type { Service } from '../data/services';
import { ServiceIcon } from './serviceIcons';

interface ServiceCardGridProps {
  services: readonly Service[];
  columns: CardGridColumns;
  /** Text of each card's link to the service's page. */
  actionLabel: string;
  /** Features listed per card, for a shorter overview; all of them when left out. */
  maxFeatures?: number;
}

/** A list of services as cards, each leading to the service's own page. */
export function ServiceCardGrid({ services, columns, actionLabel, maxFeatures }: ServiceCardGridProps) {
  return (
    <CardGrid as="ul" columns={columns}>
      {services.map((service) => (
        <CardGridItem key={service.id}>
          <ServiceCard
            icon={<ServiceIcon name={service.icon} />}
            name={service.name}
            description={service.description}
            features={service.features}
            maxFeatures={maxFeatures}
            action={<Link to={`/services/${service.slug}`}>{actionLabel}</Link>}
          />
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
