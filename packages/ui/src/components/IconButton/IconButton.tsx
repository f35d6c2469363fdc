import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { Button, type ButtonProps } from '../Button/Button';
import * as styles from './IconButton.css';

/**
 * The accessible name an `IconButton` must have, since it shows no text: `aria-label`, or
 * `aria-labelledby` with the id of a visible text that names it. One or the other, not both.
 */
export type IconButtonName =
  | {
      /** What the button does, in words: « Fermer », « Copier le lien ». */
      'aria-label': string;
      'aria-labelledby'?: undefined;
    }
  | {
      'aria-label'?: undefined;
      /**
       * The id of a visible text that names the button. That text alone is its name, while loading
       * too: `aria-busy` then says that it is busy.
       */
      'aria-labelledby': string;
    };

export interface IconButtonOwnProps extends Omit<
  ButtonProps,
  'aria-label' | 'aria-labelledby' | 'children' | 'icon' | 'fullWidth'
> {
  /** The icon, the button's only content; decorative, so it is hidden from assistive technology. */
  icon: ReactNode;
  /** With `asChild` only: the element to render with the button's look, such as a router link without text. */
  children?: ReactElement;
}

/** The props of `IconButton`: those of Button but `children`, `icon` and `fullWidth`, and a required name. */
export type IconButtonProps = IconButtonOwnProps & IconButtonName;

/**
 * A square button that shows only an icon, with Button's variants, sizes and `loading` state. Its
 * props require a name (`aria-label` or `aria-labelledby`): the type does not compile without one.
 * The `aria-label` is rendered as visually hidden text in the button, so page translation tools
 * translate it and, while `loading`, the loading label adds to it as it does on Button.
 */
export function IconButton({ icon, asChild, children, className, 'aria-label': label, ...rest }: IconButtonProps) {
  const classes = cx(styles.iconButton, className);
  if (asChild) {
    return (
      <Button {...rest} asChild icon={icon} aria-label={label} className={classes}>
        {children}
      </Button>
    );
  }
  return (
    <Button {...rest} icon={icon} className={classes}>
      {label === undefined ? null : <span className={visuallyHidden}>{label}</span>}
    </Button>
  );
}
