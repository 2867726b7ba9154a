export { ApiError, callApi, fetcher, httpStatusOf, pathOf, serverMessageOf, type CallOptions } from './client';
export { isScoresKey, swrConfig } from './swr-config';
export { useRefresh } from './refresh';
export { useAction, type ActionOptions } from './action';
export { useApi } from './use-api';
