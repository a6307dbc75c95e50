// jsdom has no document.fonts; Mantine's autosizing Textarea listens on it.
// (Belongs in tests/setup/dom.ts with the other stubs; kept here until it moves there.)
if (typeof document !== 'undefined' && !('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}
