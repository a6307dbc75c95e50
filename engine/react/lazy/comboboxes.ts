// Mantine's dropdown components (Combobox, Popover and floating-ui under them, ~35 kB gzipped):
// imported only through LazySelect and the lazy menus, so a search screen downloads them when a
// select, menu or popover is first opened, not with the screen.
export { Menu, MultiSelect, Popover, Select } from '@mantine/core';
