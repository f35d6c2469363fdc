import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Theme } from '../../theme/Theme';
import * as dialogStyles from '../Dialog/Dialog.css';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '.';

afterEach(cleanup);

describe('colour scheme of the portalled question', () => {
  it('takes the scheme of the Theme the AlertDialog is in, on the panel and the overlay', async () => {
    render(
      <Theme scheme="dark">
        <AlertDialog>
          <AlertDialogTrigger>Supprimer</AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogTitle>Supprimer ce document ?</AlertDialogTitle>
            <AlertDialogDescription>Cette action est irréversible.</AlertDialogDescription>
            <AlertDialogCancel>Annuler</AlertDialogCancel>
            <AlertDialogAction tone="danger">Supprimer</AlertDialogAction>
          </AlertDialogContent>
        </AlertDialog>
      </Theme>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer ce document ?' });
    // Portalled to the end of <body>, out of the Theme.
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog).toHaveAttribute('data-cui-scheme', 'dark');
    expect(document.querySelector(`.${dialogStyles.overlay}`)).toHaveAttribute('data-cui-scheme', 'dark');
  });
});
