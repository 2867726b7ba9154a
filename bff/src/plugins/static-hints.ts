import fs from 'node:fs';
import path from 'node:path';

/**
 * Preload hints for a signed-in person's first screen, sent as a `Link` header with the shell's
 * page. The page itself names what every first screen needs (the shell's build writes that into
 * index.html); a signed-in person also needs the shell's signed-in frame and the remote that draws
 * the address, which the browser would otherwise discover one round trip after another:
 * session check → where the remotes are → remote manifest → remote entry → routes chunk. The names
 * come from the builds: the shell's preload-hints.json and each remote's mf-manifest.json. The
 * header repeats the page's own hints first, so the shell's entry is asked for before the rest.
 */

/** One entry of the shell's preload-hints.json; `fetch` ones are its API reads, sent with the session cookie. */
interface ShellHint {
  href: string;
  as: 'script' | 'fetch';
}

/** The parts of a remote's mf-manifest.json read here. */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name: string; path: string } };
  exposes?: { name: string; assets: { js: { sync: string[] } } }[];
}

export interface RemoteHintSource {
  /** The built remote on this server's disk. */
  dir: string;
  /** Where the shell loads its manifest from (the BFF's configuration). */
  url: string;
}

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

const script = (url: string) => `<${url}>; rel=preload; as=script`;

const shellLink = ({ href, as }: ShellHint) => (as === 'fetch' ? `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials` : script(href));

/**
 * The remote's manifest (fetched by the federation runtime, hence `crossorigin` to match its
 * request), its entry and its routes chunks. Only for a remote this server serves itself: a manifest
 * URL elsewhere may name another build than the one on this disk.
 */
function remoteHints({ dir, url }: RemoteHintSource): string[] {
  if (!url.startsWith('/') || url.startsWith('//')) return [];
  const manifest = readJson<RemoteManifest>(path.join(dir, 'mf-manifest.json'));
  const routes = manifest?.exposes?.find((expose) => expose.name === 'routes');
  const entry = manifest?.metaData?.remoteEntry;
  // Only a build whose files sit beside its manifest ('auto'), as these builds do, is hinted from here.
  if (!routes || !entry || (manifest?.metaData?.publicPath ?? 'auto') !== 'auto') return [];
  const base = url.slice(0, url.lastIndexOf('/') + 1);
  return [
    `<${url}>; rel=preload; as=fetch; crossorigin`,
    script(`${base}${entry.path ? `${entry.path}/` : ''}${entry.name}`),
    ...routes.assets.js.sync.map((file) => script(`${base}${file}`)),
  ];
}

export interface SignedInHints {
  /** The `Link` header for a signed-in person's page at this path, if there is anything to hint. */
  forPath(pathname: string): string | undefined;
}

/**
 * Read once at start-up, from the builds on disk as the server serves them. The shell sends /admin
 * and below to the admin remote, for administrators only; a cookie does not say who is one, and an
 * evaluator's browser never fetches the admin remote, so those pages get the shell's hints alone.
 */
export function signedInHints(shellDir: string, evaluatorRemote: RemoteHintSource): SignedInHints {
  const hints = readJson<{ firstScreen?: ShellHint[]; signedIn?: ShellHint[] }>(path.join(shellDir, 'preload-hints.json'));
  const shell = [...(hints?.firstScreen ?? []), ...(hints?.signedIn ?? [])].map(shellLink);
  const admin = shell.join(', ');
  const evaluator = [...shell, ...remoteHints(evaluatorRemote)].join(', ');
  return {
    forPath: (pathname) => (/^\/admin(\/|$)/i.test(pathname) ? admin : evaluator) || undefined,
  };
}
