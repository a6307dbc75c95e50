// Mantine's Textarea (with its autosize) for lazy(): a search loads it only with a filter that uses it.
export { Textarea as default } from '@mantine/core';
