// Mantine's ScrollArea by name, for tableScrollArea.tsx to load lazily: a dynamic import of
// '@mantine/core' itself would make the bundler build the whole package's namespace.
export { ScrollArea } from '@mantine/core';
