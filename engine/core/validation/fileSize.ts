// A file size as people read it, the same in the upload widget's hint and the server's 413 answer.

/** `1,2 MB`-style size (binary units, one decimal at most, the language's decimal mark). */
export function formatFileSize(bytes: number, language: string): string {
  const format = (n: number, unit: string) => `${n.toLocaleString(language, { maximumFractionDigits: 1 })} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B');
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'kB');
  return format(bytes / (1024 * 1024), 'MB');
}
