// Mantine's Modal as a module of its own, for React.lazy (see LazyModal).
export { Modal as default } from '@mantine/core';
