import { Card, CardBody, CardHeader, CardTitle, IconTile, type IconTileTone } from '@company/ui';
import type { ReactNode } from 'react';

interface IconCardProps {
  /** Decorative icon shown in a tile above the title. */
  icon: ReactNode;
  /** The card's title, a level-3 heading; put a `CardLink` in it to make the whole card a link. */
  title: ReactNode;
  text: string;
  tone?: IconTileTone;
}

/** A card of a grid that presents one idea: an icon, a short title and a sentence. */
export function IconCard({ icon, title, text, tone }: IconCardProps) {
  return (
    <Card>
      <CardHeader>
        <IconTile icon={icon} tone={tone} />
        <CardTitle level={3}>{title}</CardTitle>
      </CardHeader>
      <CardBody>
        <p>{text}</p>
      </CardBody>
    </Card>
  );
}
