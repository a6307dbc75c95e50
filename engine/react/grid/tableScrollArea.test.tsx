import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { preloadTableScrollArea, ScrollArea } from './tableScrollArea';

const inProvider = (ui: React.ReactElement) => render(<MantineProvider env="test">{ui}</MantineProvider>);

describe('the lazy ScrollArea of Table.ScrollContainer', () => {
  it('renders Mantine\'s ScrollArea with the props it was given once its code has loaded', async () => {
    inProvider(
      <ScrollArea className="grid-scroll" offsetScrollbars="x">
        <p>rows</p>
      </ScrollArea>,
    );
    const rows = await screen.findByText('rows');
    const root = rows.closest('.grid-scroll');
    expect(root).not.toBeNull();
    expect(root?.className).toContain('mantine-ScrollArea-root');
  });

  it('renders at once, without suspending, when a page preloaded it', async () => {
    await preloadTableScrollArea();
    inProvider(
      <ScrollArea>
        <p>at once</p>
      </ScrollArea>,
    );
    // getBy, not findBy: in the first render.
    expect(screen.getByText('at once').closest('.mantine-ScrollArea-root')).not.toBeNull();
  });
});
