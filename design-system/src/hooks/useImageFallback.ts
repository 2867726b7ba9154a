import { useState } from 'react';

/**
 * The source to show: the preferred one until it fails, then the fallback, then nothing.
 * Tracks which source failed rather than a flag, so a new preferred source gets its own chance.
 */
export function useImageFallback(src: string | null | undefined, fallbackSrc?: string) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const candidates = [src, fallbackSrc].filter((value): value is string => Boolean(value));
  const current = candidates.find((candidate) => !failed.has(candidate));
  const onError = () => {
    if (current) setFailed((previous) => new Set(previous).add(current));
  };
  return { current, onError };
}
