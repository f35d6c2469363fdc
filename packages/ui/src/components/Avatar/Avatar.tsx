'use client';

import { useState, type ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { useLocaleSettings } from '../LocaleProvider/context';
import * as styles from './Avatar.css';
import type { avatarSizes } from './constants';
import { avatarColors } from './constants';

export type AvatarSize = (typeof avatarSizes)[number];
export type AvatarColor = (typeof avatarColors)[number];

/** First letter of the first and of the last word, upper-cased by the rules of `locale`; accents kept (« Élodie » gives « É »). */
function initialsOf(name: string, locale: string) {
  const words = name
    .normalize('NFC')
    .trim()
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => Boolean(letter));
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase(locale);
}

/**
 * A stable FNV-1a hash of the name, so one person keeps one colour on every page and every render.
 * Lower-cased without locale rules, so the colour does not change with the language either.
 */
function colorOf(name: string): AvatarColor {
  const key = name.normalize('NFC').trim().toLowerCase();
  let hash = 0x811c9dc5;
  for (const char of key) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return avatarColors[(hash >>> 0) % avatarColors.length] ?? 'brand';
}

export interface AvatarProps extends Omit<ComponentProps<'span'>, 'children' | 'color'> {
  /** The person's or organisation's name: it gives the initials, the colour and the accessible name. */
  name: string;
  /** Photo URL. The initials show while it loads and if it fails. */
  src?: string;
  /**
   * Text alternative of the photo; the name by default.
   * @default `name`
   */
  alt?: string;
  /**
   * Diameter and text size.
   * @default 'md'
   */
  size?: AvatarSize;
  /**
   * Forces a colour instead of the one derived from the name.
   * @default a colour derived from `name`, the same for the same name
   */
  color?: AvatarColor;
  /**
   * Hides the avatar from assistive technology when the name is already written next to it.
   * @default false
   */
  decorative?: boolean;
}

/** A person's photo or initials in a circle, with a colour that stays the same for the same name. */
export function Avatar({ name, src, alt, size = 'md', color, decorative = false, className, ...rest }: AvatarProps) {
  const { locale } = useLocaleSettings();
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const resolvedColor = color ?? colorOf(name);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : showImage
      ? {}
      : ({ role: 'img', 'aria-label': name } as const);

  return (
    <span
      className={cx(styles.avatar({ color: resolvedColor, size }), className)}
      data-color={resolvedColor}
      data-size={size}
      {...a11y}
      {...rest}
    >
      {/* Under a photo the initials are only a loading placeholder. */}
      <span aria-hidden={showImage || undefined}>{initialsOf(name, locale)}</span>
      {showImage ? (
        <img
          className={styles.image}
          src={src}
          alt={decorative ? '' : (alt ?? name)}
          onError={() => setFailedSrc(src)}
        />
      ) : null}
    </span>
  );
}
