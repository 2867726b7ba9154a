export { ApiError, callApi, fetcher, httpStatusOf, pathOf, serverMessageOf, type CallOptions } from './client';
export { ERROR_SENTENCES, errorSentence } from './error-sentence';
export { isScoresKey, swrConfig } from './swr-config';
export { useRefresh } from './refresh';
export { useAction, type ActionOptions } from './action';
export { useApi, useApiWith, type ReadOptions } from './use-api';
export { lastCallSentAt, onCallSent, onSessionExpired } from './session-events';
export { downloadFile, fileNameFromContentDisposition, type DownloadedFile, type DownloadOptions, type DownloadProgress } from './download';
