/** @jest-environment node */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { api } from '@vsp/contract';
import type { Hint } from './preload-hints';

const SHELL = path.resolve(__dirname, '..');
const RSPACK = path.resolve(SHELL, '..', 'node_modules', '.bin', 'rspack');

let dist: string;
let html: string;
let hints: { firstScreen: Hint[]; signedIn: Hint[] };

// A real production build in its own process, as `npm run build` makes it (rspack is an ES module Jest cannot load).
async function build(outputPath: string): Promise<void> {
  await promisify(execFile)(RSPACK, ['build', '--output-path', outputPath], { cwd: SHELL, env: { ...process.env, NODE_ENV: 'production' } });
}

/** The `<link rel="preload">` tags of the built page, as hints. */
const preloadsIn = (page: string): Hint[] =>
  [...page.matchAll(/<link ([^>]*rel="preload"[^>]*)>/g)].map(([, attributes]) => ({
    href: /href="([^"]+)"/.exec(attributes)![1],
    as: /as="([^"]+)"/.exec(attributes)![1] as Hint['as'],
  }));

const scripts = (list: Hint[]) => list.filter((hint) => hint.as === 'script').map((hint) => hint.href);

/** Whether a built script holds the router: its `useNavigate` warning names it. */
const holdsRouter = (file: string) => fs.readFileSync(path.join(dist, file), 'utf8').includes('useNavigate() may be used only in the context of a <Router>');

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-shell-build-'));
  await build(dist);
  html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  hints = JSON.parse(fs.readFileSync(path.join(dist, 'preload-hints.json'), 'utf8'));
}, 120_000);

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('the shell build', () => {
  it('has the page preload the session check, the branding and its scripts, the entry first, each one a built file', () => {
    const preloads = preloadsIn(html);
    expect(preloads).toEqual(hints.firstScreen);
    expect(preloads.filter((hint) => hint.as === 'fetch').map((hint) => hint.href)).toEqual([api.auth.me.path(), api.site.config.path()]);
    expect(html).toMatch(/<link [^>]*crossorigin="use-credentials"[^>]*href="\/api\/auth\/me"/);
    const entry = /<script defer src="([^"]+)">/.exec(html)![1];
    expect(scripts(preloads)[0]).toBe(entry);
    for (const file of scripts(preloads)) expect(fs.existsSync(path.join(dist, file))).toBe(true);
  });

  it('keeps the router off the sign-in page and hints it, with where the remotes are, to a signed-in visitor', () => {
    expect(scripts(hints.firstScreen).filter(holdsRouter)).toEqual([]);
    expect(scripts(hints.signedIn).filter(holdsRouter)).not.toEqual([]);
    expect(hints.signedIn).toContainEqual({ href: api.site.remotes.path(), as: 'fetch' });
    for (const file of scripts(hints.signedIn)) expect(fs.existsSync(path.join(dist, file))).toBe(true);
  });

  it('writes a gzip and a brotli copy of every text file worth compressing, each unpacking to the file', () => {
    const texts = fs.readdirSync(dist).filter((file) => /\.(js|json|html)$/.test(file) && fs.statSync(path.join(dist, file)).size >= 1024);
    expect(texts.length).toBeGreaterThan(2);
    for (const file of texts) {
      const original = fs.readFileSync(path.join(dist, file));
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${file}.gz`))).equals(original)).toBe(true);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${file}.br`))).equals(original)).toBe(true);
    }
  });
});
