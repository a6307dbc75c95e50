import { createElement, forwardRef, lazy, Suspense, type ComponentPropsWithoutRef } from 'react';
import type { ScrollArea as MantineScrollArea } from '@mantine/core';

// Mantine's Table.ScrollContainer imports ScrollArea (~5 kB gzipped) even when it scrolls natively,
// as the engine's grid does (type="native"). tableScrollArea() (scripts/vite/tableScrollArea.ts)
// points that one import here: the real ScrollArea, loaded when a container of the default type
// first renders. Pages that show one call preloadTableScrollArea() when their code loads, so that
// it is there before their table is.

type RealScrollArea = typeof MantineScrollArea;

let real: RealScrollArea | undefined;
let loading: Promise<RealScrollArea> | undefined;

/** Starts loading Mantine's ScrollArea for Table.ScrollContainer (once); resolves with it. */
export function preloadTableScrollArea(): Promise<RealScrollArea> {
  loading ??= import('./realScrollArea').then(({ ScrollArea }) => (real = ScrollArea));
  return loading;
}

const LazyScrollArea = lazy(() => preloadTableScrollArea().then((component) => ({ default: component })));

type Props = ComponentPropsWithoutRef<RealScrollArea>;

/**
 * What Table.ScrollContainer renders for type="scrollarea": Mantine's ScrollArea itself once it is
 * loaded, until then the same, lazily.
 * @public imported by Mantine's Table through the build's resolver, not by name
 */
export const ScrollArea = forwardRef<HTMLDivElement, Props>(function TableScrollArea(props, ref) {
  if (real) return createElement(real, { ...props, ref });
  return (
    <Suspense fallback={null}>
      <LazyScrollArea {...props} ref={ref} />
    </Suspense>
  );
});
