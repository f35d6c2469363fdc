import {
  Button,
  type ButtonVariant,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  type CardProps,
  CardTitle,
  FeatureList,
  FeatureListItem,
  type HeadingLevel,
  IconTile,
  type IconTileTone,
  VisuallyHidden,
} from '@company/ui';
import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';
import { messages } from './messages';

export interface ServiceCardProps extends Omit<CardProps, 'asChild' | 'children'> {
  /** Icon of the service, such as a `lucide-react` icon; shown in a tile and hidden from assistive technology. */
  icon: ReactNode;
  /**
   * Colour of the icon tile.
   * @default 'brand'
   */
  iconTone?: IconTileTone;
  /** Name of the service: the card's heading, also added to the action's accessible name. */
  name: ReactNode;
  /**
   * Heading level of the name, to fit the page outline; the look does not change.
   * @default 3
   */
  level?: HeadingLevel;
  /** What the service does, in one or two sentences. */
  description: ReactNode;
  /**
   * What the service includes, shown as a checked list.
   * @default []
   */
  features?: readonly ReactNode[];
  /** Shows only the first features, to keep cards of a grid the same length. */
  maxFeatures?: number;
  /** The card's link (an `<a>` or a router link, such as « En savoir plus »), drawn as a button; the service name is added to its accessible name. */
  action?: ReactNode;
  /**
   * Visual weight of the action.
   * @default 'outline'
   */
  actionVariant?: ButtonVariant;
}

/** Adds the service name, hidden on screen, after the action's own text so « En savoir plus » says what about. */
function withNameSuffix(action: ReactElement<{ children?: ReactNode }>, name: ReactNode) {
  return cloneElement(
    action,
    undefined,
    <>
      {action.props.children}
      <VisuallyHidden>
        {messages.colon}
        {name}
      </VisuallyHidden>
    </>,
  );
}

/** A service of the catalogue: icon, name, description, included features and a link to its page. */
export function ServiceCard({
  icon,
  iconTone = 'brand',
  name,
  level = 3,
  description,
  features = [],
  maxFeatures,
  action,
  actionVariant = 'outline',
  ...rest
}: ServiceCardProps) {
  const shownFeatures = maxFeatures === undefined ? features : features.slice(0, Math.max(0, maxFeatures));
  return (
    <Card {...rest}>
      <CardHeader>
        <IconTile icon={icon} tone={iconTone} />
        <CardTitle level={level}>{name}</CardTitle>
      </CardHeader>
      <CardBody>
        <p>{description}</p>
        {shownFeatures.length > 0 ? (
          <FeatureList>
            {shownFeatures.map((feature, index) => (
              // A fixed list for one render: a feature's position is its identity.
              <FeatureListItem key={index}>{feature}</FeatureListItem>
            ))}
          </FeatureList>
        ) : null}
      </CardBody>
      {action ? (
        <CardFooter>
          {isValidElement<{ children?: ReactNode }>(action) ? (
            <Button asChild variant={actionVariant}>
              {withNameSuffix(action, name)}
            </Button>
          ) : (
            action
          )}
        </CardFooter>
      ) : null}
    </Card>
  );
}
