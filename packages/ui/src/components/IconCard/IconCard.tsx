import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader, CardTitle, type CardProps } from '../Card';
import { IconTile, type IconTileSize, type IconTileTone } from '../IconTile';
import type { HeadingLevel } from '../Section';

export interface IconCardProps extends Omit<CardProps, 'asChild' | 'title'> {
  /** Icon above the title, such as a `lucide-react` icon; shown in a tile and hidden from assistive technology. */
  icon: ReactNode;
  /**
   * Colour of the icon tile: one tone for every card of a grid.
   * @default 'brand'
   */
  iconTone?: IconTileTone;
  /**
   * Size of the icon tile.
   * @default 'md'
   */
  iconSize?: IconTileSize;
  /**
   * The idea in a few words: the card's heading. Put a `CardLink` in it to make the whole card one
   * link to its page.
   */
  title: ReactNode;
  /**
   * Heading level of the title, to fit the page outline; the look does not change.
   * @default 3
   */
  level?: HeadingLevel;
  /** One or two sentences that explain the title, as a paragraph under it. */
  description?: ReactNode;
  /** More content of the card's body, after the description: a list, a figure. */
  children?: ReactNode;
}

/**
 * A card of a grid that presents one idea: an icon in a tile, a short title and a sentence. Values,
 * protections, resources… A server component.
 */
export function IconCard({
  icon,
  iconTone = 'brand',
  iconSize = 'md',
  title,
  level = 3,
  description,
  children,
  ...rest
}: IconCardProps) {
  return (
    <Card {...rest}>
      <CardHeader>
        <IconTile icon={icon} tone={iconTone} size={iconSize} />
        <CardTitle level={level}>{title}</CardTitle>
      </CardHeader>
      {description || children ? (
        <CardBody>
          {description ? <p>{description}</p> : null}
          {children}
        </CardBody>
      ) : null}
    </Card>
  );
}
