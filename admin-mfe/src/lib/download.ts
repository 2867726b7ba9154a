/**
 * Saves a file the page already holds through a temporary `<a download>`, the way a browser
 * downloads without a new tab or a round trip to the server.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some engines read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** "850 bytes", "12.5 KB", "3.4 MB": a size as people read it, in steps of 1024. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${UNITS[0]}` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
