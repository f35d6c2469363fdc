import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentEmbed } from '.';

afterEach(cleanup);

const frame = <iframe title="Carte" src="https://maps.example/embed" />;

// The stories cover the look, the button and the focus; these cover the controlled cases.
describe('ConsentEmbed', () => {
  it('renders no embed on the server, even loaded by default in the browser later', () => {
    expect(renderToString(<ConsentEmbed description="Une carte d’un tiers.">{frame}</ConsentEmbed>)).not.toContain(
      '<iframe',
    );
  });

  it('shows the embed when controlled as loaded, without moving the focus', () => {
    render(
      <ConsentEmbed description="Une carte d’un tiers." loaded>
        {frame}
      </ConsentEmbed>,
    );
    expect(screen.getByTitle('Carte')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.body).toHaveFocus();
  });

  it('reports the click and waits for the owner when controlled', () => {
    const onLoadedChange = vi.fn();
    render(
      <ConsentEmbed description="Une carte d’un tiers." loaded={false} onLoadedChange={onLoadedChange}>
        {frame}
      </ConsentEmbed>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load content' }));
    expect(onLoadedChange).toHaveBeenCalledWith(true);
    expect(screen.queryByTitle('Carte')).toBeNull();
  });

  it('focuses the embed once the owner loads it after the click', () => {
    function Owner() {
      const [consented, setConsented] = useState(false);
      return (
        <ConsentEmbed description="Une carte d’un tiers." loaded={consented} onLoadedChange={setConsented}>
          {frame}
        </ConsentEmbed>
      );
    }
    render(<Owner />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Load content' }));
    });
    expect(screen.getByTitle('Carte')).toHaveFocus();
  });

  it('focuses its frame when the content has nothing focusable', () => {
    render(
      <ConsentEmbed description="Un contenu d’un tiers.">
        <p>Contenu chargé</p>
      </ConsentEmbed>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(screen.getByText('Contenu chargé').parentElement).toHaveFocus();
  });
});
