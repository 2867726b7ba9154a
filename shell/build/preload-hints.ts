/**
 * Preload hints for the first screen, written into the shell's index.html at build time from the
 * build's own chunk graph. Without them the browser learns of the shared libraries (React, the
 * design system, ...) only once main.js has run the federation runtime: a round trip later, on the
 * slowest connections the longest wait before anything is drawn.
 */
import { rspack, type Compiler, type StatsCompilation } from '@rspack/core';

type StatsChunk = NonNullable<StatsCompilation['chunks']>[number];

const CONSUMES = /^consume shared module \([^)]*\) (.+?)@/;
const PROVIDES = /^provide shared module \([^)]*\) (.+?)@/;

/** The shared libraries a chunk's code asks the federation runtime for. */
function consumedKeys(chunk: StatsChunk): string[] {
  return (chunk.modules ?? []).flatMap((module) => CONSUMES.exec(module.name ?? '')?.[1] ?? []);
}

/** The shared libraries a chunk holds, as this build provides them to the page. */
function providedKeys(chunk: StatsChunk): string[] {
  return (chunk.origins ?? []).flatMap((origin) => PROVIDES.exec(origin.moduleName ?? '')?.[1] ?? []);
}

/**
 * The script files the named chunk groups need before they run, in that order: their own chunks,
 * and the chunks this build provides for every shared library they use, followed transitively (the
 * design system's own use of styled-components, react-dom/client's of react-dom). The host provides
 * every shared library itself, so neither a remote's copy nor a fallback is what the page loads.
 */
export function filesBeforeRunning(stats: StatsCompilation, groupNames: string[]): string[] {
  const chunks = stats.chunks ?? [];
  const needed = new Set<StatsChunk>();
  for (const name of groupNames) {
    const group = stats.namedChunkGroups?.[name];
    if (!group) throw new Error(`The build has no chunk group named ${name}`);
    for (const chunk of chunks) if (group.chunks?.includes(chunk.id!)) needed.add(chunk);
  }
  const keys = new Set<string>();
  for (const chunk of needed) {
    for (const key of consumedKeys(chunk)) {
      if (keys.has(key)) continue;
      keys.add(key);
      for (const provider of chunks.filter((candidate) => providedKeys(candidate).includes(key))) needed.add(provider);
    }
  }
  return [...new Set([...needed].flatMap((chunk) => chunk.files ?? []))].filter((file) => file.endsWith('.js'));
}

/** Where the hints are written, beside index.html, for the BFF to send to someone already signed in. */
export const HINTS_FILE = 'preload-hints.json';

/** One resource to preload; `fetch` ones are the shell's early API reads, which send the session cookie. */
export interface Hint {
  href: string;
  as: 'script' | 'fetch';
}

export interface ScreenHints {
  /** Chunk groups whose scripts (and the shared libraries they use) the screen runs. */
  chunks: string[];
  /** API paths the shell reads at start-up for this screen. */
  reads: string[];
}

export interface PreloadHintsOptions {
  /** What every first screen needs (the entry, its bootstrap, the session check): written into index.html. */
  firstScreen: ScreenHints;
  /** What a signed-in person's first screen needs on top (the frame, the router, where the remotes are). */
  signedIn: ScreenHints;
}

function linkTag({ href, as }: Hint) {
  return rspack.HtmlRspackPlugin.createHtmlTagObject('link', { rel: 'preload', as, href, ...(as === 'fetch' ? { crossorigin: 'use-credentials' } : {}) });
}

/**
 * Puts `<link rel="preload">` for what every first screen needs at the top of the page's head: the
 * early API reads, then the scripts, the entry first (a preload outranks a deferred script, and
 * nothing runs without it). Both lists also go to preload-hints.json, for the BFF to send in a `Link`
 * header to a browser that carries a session: what is only for the signed-in screen never reaches
 * the sign-in page.
 */
export class PreloadHintsPlugin {
  constructor(private readonly options: PreloadHintsOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PreloadHintsPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise('PreloadHintsPlugin', async (data) => {
        const stats = compilation.getStats().toJson({ all: false, chunks: true, chunkModules: true, dependentModules: true, chunkOrigins: true, ids: true, chunkGroups: true });
        const publicPath = data.publicPath ?? '';
        const { firstScreen, signedIn } = this.options;
        const firstScripts = filesBeforeRunning(stats, firstScreen.chunks);
        const signedInScripts = filesBeforeRunning(stats, signedIn.chunks).filter((file) => !firstScripts.includes(file));
        const hints = (screen: ScreenHints, scripts: string[]): Hint[] => [
          ...screen.reads.map((href) => ({ href, as: 'fetch' as const })),
          ...scripts.map((file) => ({ href: `${publicPath}${file}`, as: 'script' as const })),
        ];
        const all = { firstScreen: hints(firstScreen, firstScripts), signedIn: hints(signedIn, signedInScripts) };
        data.assetTags.scripts.unshift(...all.firstScreen.map(linkTag));
        compilation.emitAsset(HINTS_FILE, new rspack.sources.RawSource(`${JSON.stringify(all, null, 2)}\n`));
        return data;
      });
    });
  }
}
