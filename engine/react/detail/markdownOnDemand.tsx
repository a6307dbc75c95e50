import { lazy, Suspense, type ComponentProps } from 'react';
import type { Markdown as RealMarkdown } from 'markdown-to-jsx/react';

// @rjsf/core imports markdown-to-jsx's Markdown statically (help, descriptions with
// ui:enableMarkdownInDescription, a schema's configuration error), so every form's first chunk
// carried the parser (31 kB gzipped) although our metadata never asks for markdown.
// The build (scripts/vite/rjsfMarkdownOnDemand.ts) points those imports here: the
// parser loads the first time a form draws markdown.
const Loaded = lazy(() => import('markdown-to-jsx/react').then((m) => ({ default: m.Markdown })));

/** markdown-to-jsx's Markdown, loaded when first drawn; its text shows as it is meanwhile. */
export function Markdown(props: ComponentProps<typeof RealMarkdown>) {
  return (
    <Suspense fallback={props.children}>
      <Loaded {...props} />
    </Suspense>
  );
}
