import { downloadFile, errorSentence, type DownloadProgress } from '@vsp/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveFile } from '../download';

export type DownloadState =
  | { status: 'idle' }
  | { status: 'running'; progress: DownloadProgress }
  | { status: 'saved'; fileName: string; size: number }
  | { status: 'failed'; sentence: string };

/**
 * One export's download inside the page: its progress, a cancel, and the sentence when it failed.
 * `fallbackName` is the name to save under when the server names no file.
 */
export function useDownload(fallbackName: string) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  // Leaving the screen stops the download: nothing would be left to show or save it.
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (path: string) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'running', progress: { received: 0, total: null } });
      try {
        const file = await downloadFile(path, {
          signal: controller.signal,
          onProgress: (progress) => {
            if (!controller.signal.aborted) setState({ status: 'running', progress });
          },
        });
        if (controller.signal.aborted) return;
        const fileName = file.fileName ?? fallbackName;
        saveFile(file.blob, fileName);
        setState({ status: 'saved', fileName, size: file.blob.size });
      } catch (error) {
        // A cancelled download is no failure; cancel() has already put the button back.
        if (controller.signal.aborted) return;
        setState({ status: 'failed', sentence: errorSentence(error) });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [fallbackName],
  );

  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);

  return { state, start, cancel };
}
