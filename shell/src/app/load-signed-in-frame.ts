import type SignedInFrame from './SignedInFrame';

/*
 * Part of the shell's first script (the prefetch for someone already signed in starts the load), so
 * it only names the frame's chunk and uses nothing shared.
 */

let loaded: typeof SignedInFrame | undefined;

/** Loads the signed-in frame's chunk (with the router) and keeps the frame for `loadedSignedInFrame`. */
export function loadSignedInFrame(): Promise<{ default: typeof SignedInFrame }> {
  return import(/* webpackChunkName: "signed-in" */ './SignedInFrame').then((module) => {
    loaded = module.default;
    return module;
  });
}

/**
 * The frame, once its chunk has loaded: the session's first render then draws it at once, instead of
 * suspending, showing the loading view, and waiting React's pause before revealing it.
 */
export function loadedSignedInFrame(): typeof SignedInFrame | undefined {
  return loaded;
}
