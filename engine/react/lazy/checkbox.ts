// Mantine's Checkbox (with its group and card parts, ~3 kB gzipped): imported only through
// FilterInput's lazy check-box, so a search without a yes-only filter downloads none of it.
export { Checkbox } from '@mantine/core';
