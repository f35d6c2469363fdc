import {
  Button,
  type ButtonVariant,
  Card,
  CardBody,
  CardFooter,
  CardHeader,
  type CardProps,
  CardTitle,
  type HeadingLevel,
  IconTile,
  type IconTileTone,
} from '@company/ui';
import { isValidElement, type ReactNode } from 'react';
import { messages } from './messages';
import * as styles from './SupportChannelCard.css';

export interface SupportChannelCardProps extends Omit<CardProps, 'asChild' | 'children' | 'title'> {
  /** Icon of the channel, such as a `lucide-react` icon; shown in a tile and hidden from assistive technology. */
  icon: ReactNode;
  /**
   * Colour of the icon tile.
   * @default 'brand'
   */
  iconTone?: IconTileTone;
  /** Name of the channel, such as « Support par e-mail »: the card's heading. */
  title: ReactNode;
  /**
   * Heading level of the title, to fit the page outline; the look does not change.
   * @default 3
   */
  level?: HeadingLevel;
  /** When to use the channel. */
  description?: ReactNode;
  /** When the channel is open, such as « Du lundi au vendredi, 9 h – 18 h ». */
  availability: ReactNode;
  /** How fast an answer comes, such as « Réponse sous 4 h ». */
  responseTime: ReactNode;
  /**
   * Term of the availability.
   * @default 'Disponibilité'
   */
  availabilityLabel?: ReactNode;
  /**
   * Term of the response time.
   * @default 'Délai de réponse'
   */
  responseTimeLabel?: ReactNode;
  /** A way to use the channel: an `<a>` (`mailto:`, `tel:`) or a `<button>` element, drawn as a button. */
  action?: ReactNode;
  /**
   * Visual weight of the action.
   * @default 'outline'
   */
  actionVariant?: ButtonVariant;
}

/** One way to reach support (e-mail, chat, phone), with when it is open and how fast it answers. */
export function SupportChannelCard({
  icon,
  iconTone = 'brand',
  title,
  level = 3,
  description,
  availability,
  responseTime,
  availabilityLabel,
  responseTimeLabel,
  action,
  actionVariant = 'outline',
  ...rest
}: SupportChannelCardProps) {
  return (
    <Card {...rest}>
      <CardHeader>
        <IconTile icon={icon} tone={iconTone} />
        <CardTitle level={level}>{title}</CardTitle>
      </CardHeader>
      <CardBody>
        {description ? <p>{description}</p> : null}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>{availabilityLabel ?? messages.availabilityLabel}</dt>
            <dd className={styles.definition}>{availability}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{responseTimeLabel ?? messages.responseTimeLabel}</dt>
            <dd className={styles.definition}>{responseTime}</dd>
          </div>
        </dl>
      </CardBody>
      {action ? (
        <CardFooter>
          {isValidElement(action) ? (
            <Button asChild variant={actionVariant}>
              {action}
            </Button>
          ) : (
            action
          )}
        </CardFooter>
      ) : null}
    </Card>
  );
}
