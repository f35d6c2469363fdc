import {
  Avatar,
  type AvatarSize,
  Card,
  CardBody,
  CardHeader,
  type CardProps,
  CardTitle,
  type HeadingLevel,
} from '@company/ui';
import type { ReactNode } from 'react';
import * as styles from './TeamMemberCard.css';

export interface TeamMemberCardProps extends Omit<CardProps, 'asChild' | 'children' | 'role'> {
  /** Full name of the person: the card's heading, and the source of the avatar's initials, colour and name. */
  name: string;
  /**
   * Heading level of the name, to fit the page outline; the look does not change.
   * @default 3
   */
  level?: HeadingLevel;
  /** Job title, such as « Responsable technique ». */
  role: ReactNode;
  /** A sentence or two about what the person does. */
  description?: ReactNode;
  /** Photo URL; the initials show while it loads and if it fails. */
  photo?: string;
  /**
   * Diameter of the avatar.
   * @default 'xl'
   */
  avatarSize?: AvatarSize;
}

/** A member of the team: avatar (photo or initials), name, role and a short description. */
export function TeamMemberCard({
  name,
  level = 3,
  role,
  description,
  photo,
  avatarSize = 'xl',
  ...rest
}: TeamMemberCardProps) {
  return (
    <Card {...rest}>
      <CardHeader>
        <Avatar name={name} src={photo} size={avatarSize} />
        <div className={styles.identity}>
          <CardTitle level={level}>{name}</CardTitle>
          <p className={styles.role}>{role}</p>
        </div>
      </CardHeader>
      {description ? (
        <CardBody>
          <p>{description}</p>
        </CardBody>
      ) : null}
    </Card>
  );
}
