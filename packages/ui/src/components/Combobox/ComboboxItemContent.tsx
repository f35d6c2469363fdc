'use client';

import { Combobox as ComboboxPrimitive } from '@base-ui/react/combobox';
import type { ReactNode } from 'react';
import { Check } from '../../icons/Check';
import * as styles from './Combobox.css';
import type { ComboboxOption } from './Combobox';

/** An option's check mark and label, in a short list and in a virtualised one alike. */
export function ItemContent({ option }: { option: ComboboxOption }): ReactNode {
  return (
    <>
      <ComboboxPrimitive.ItemIndicator className={styles.indicator}>
        <Check aria-hidden="true" />
      </ComboboxPrimitive.ItemIndicator>
      <span className={styles.itemLabel}>{option.label}</span>
    </>
  );
}
