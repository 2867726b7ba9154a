import { prefetchSignedIn } from './app/prefetch-signed-in';
import { startEarlyRequests } from './lib/early-requests';

void startEarlyRequests().then((user) => user && prefetchSignedIn(user));

// The async boundary lets the federation runtime negotiate shared singletons before React loads.
// Its name is what the build's preload hints look for.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
