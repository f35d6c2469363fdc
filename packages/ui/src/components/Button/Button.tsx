'use client';

import { Slot, Slottable } from 'radix-ui/slot';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { useMessages } from '../LocaleProvider/context';
import { button as english } from '../LocaleProvider/en/button';
import { SpinnerRing } from '../Spinner/SpinnerRing';
import * as styles from './Button.css';
import type { buttonSizes, buttonVariants } from './constants';

export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ComponentProps<'button'> {
  /**
   * Visual weight: `primary` for the one main action of a view, `secondary`/`outline` beside it, `ghost` for low-emphasis actions.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * Height and text size.
   * @default 'md'
   */
  size?: ButtonSize;
  /**
   * Shows a spinner, sets `aria-busy` and ignores activation while keeping the button's width.
   * @default false
   */
  loading?: boolean;
  /**
   * Text added to the accessible name while loading.
   * @default messages.button.loadingLabel ('Loading…' in English)
   */
  loadingLabel?: string;
  /** Icon shown before the label; decorative, so it is hidden from assistive technology. */
  icon?: ReactNode;
  /**
   * Stretches the button to the width of its container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Renders the child element (a router link, an `<a>`) with the button's styles instead of a `<button>`.
   * @default false
   */
  asChild?: boolean;
  /**
   * Type of the `<button>`: `submit` to submit its form; ignored with `asChild`.
   * @default 'button'
   */
  type?: 'button' | 'submit' | 'reset';
}

/** An action or, with `asChild`, a link that looks like one. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel,
  icon,
  fullWidth = false,
  asChild = false,
  className,
  children,
  disabled,
  onClick,
  type,
  ...rest
}: ButtonProps) {
  const text = useMessages('button', english);
  const classes = cx(styles.button({ variant, size, fullWidth }), className);
  const iconNode = icon ? (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  ) : null;

  if (asChild) {
    return (
      <Slot className={classes} data-variant={variant} data-size={size} onClick={onClick} {...rest}>
        {iconNode}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      type={type ?? 'button'}
      className={classes}
      data-variant={variant}
      data-size={size}
      data-loading={loading ? '' : undefined}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      disabled={disabled}
      onClick={handleClick}
      {...rest}
    >
      <span className={styles.content}>
        {iconNode}
        {children}
      </span>
      {loading ? (
        <>
          <SpinnerRing size="text" aria-hidden="true" className={styles.spinner} />
          <span className={visuallyHidden}>{loadingLabel ?? text.loadingLabel}</span>
        </>
      ) : null}
    </button>
  );
}
