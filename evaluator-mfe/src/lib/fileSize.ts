const KB = 1024;
const MB = KB * 1024;

/**
 * An uploaded file's size as people read it: "512 bytes", "48 KB", "2.4 MB". Counted in 1,024s,
 * as the server counts its upload limit.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < MB) return `${Math.round(bytes / KB)} KB`;
  return `${Number((bytes / MB).toFixed(1))} MB`;
}
