import crypto, { randomBytes } from 'node:crypto';
import Iron from '@hapi/iron';
import { openCookiesOnce } from './opened-cookies';

const HOUR_MS = 3_600_000;

function keys() {
  const current = { encryption: randomBytes(32), integrity: randomBytes(32) };
  return { id: 'k1', ...current, k1: current };
}

describe('openCookiesOnce', () => {
  let decryptions: jest.SpiedFunction<typeof crypto.createDecipheriv>;
  let start: number;
  beforeEach(() => {
    decryptions = jest.spyOn(crypto, 'createDecipheriv');
    start = Date.now();
  });
  afterEach(() => jest.restoreAllMocks());

  /** Sets the clock the keeping and iron read to `ms` after the test began. */
  function later(ms: number): void {
    jest.spyOn(Date, 'now').mockReturnValue(start + ms);
  }

  it('opens a cookie sealed with its keys once, and gives what it holds every time after', async () => {
    const password = openCookiesOnce(keys(), HOUR_MS).keys;
    const sealed = await Iron.seal({ sid: 'one' }, password, Iron.defaults);

    expect(await Iron.unseal(sealed, password, Iron.defaults)).toEqual({ sid: 'one' });
    expect(await Iron.unseal(sealed, password, Iron.defaults)).toEqual({ sid: 'one' });
    expect(decryptions).toHaveBeenCalledTimes(1);
  });

  it('gives a copy each time, so a change made by one receiver never reaches the next', async () => {
    const password = openCookiesOnce(keys(), HOUR_MS).keys;
    const sealed = await Iron.seal({ sid: 'two' }, password, Iron.defaults);

    const first = (await Iron.unseal(sealed, password, Iron.defaults)) as { sid: string };
    first.sid = 'changed';
    const second = (await Iron.unseal(sealed, password, Iron.defaults)) as { sid: string };
    second.sid = 'changed again';
    expect(await Iron.unseal(sealed, password, Iron.defaults)).toEqual({ sid: 'two' });
  });

  it('refuses an altered cookie on every attempt, keeping nothing of it', async () => {
    const password = openCookiesOnce(keys(), HOUR_MS).keys;
    const sealed = await Iron.seal({ sid: 'three' }, password, Iron.defaults);
    const parts = sealed.split('*');
    parts[4] = parts[4].split('').reverse().join('');
    const altered = parts.join('*');

    await expect(Iron.unseal(altered, password, Iron.defaults)).rejects.toThrow('Bad hmac value');
    await expect(Iron.unseal(altered, password, Iron.defaults)).rejects.toThrow('Bad hmac value');
    expect(await Iron.unseal(sealed, password, Iron.defaults)).toEqual({ sid: 'three' });
  });

  it('leaves a cookie whose seal has expired to iron, every time', async () => {
    const password = openCookiesOnce(keys(), HOUR_MS).keys;
    const sealed = await Iron.seal({ sid: 'four' }, password, { ...Iron.defaults, ttl: 60_000 });

    await Iron.unseal(sealed, password, Iron.defaults);
    await Iron.unseal(sealed, password, Iron.defaults);
    expect(decryptions).toHaveBeenCalledTimes(1);
    // Past the seal's expiry, though within iron's allowance for clock skew: iron still opens it, but
    // it is iron that decides, on each request.
    later(61_000);
    expect(await Iron.unseal(sealed, password, Iron.defaults)).toEqual({ sid: 'four' });
    expect(await Iron.unseal(sealed, password, Iron.defaults)).toEqual({ sid: 'four' });
    expect(decryptions).toHaveBeenCalledTimes(3);
    later(121_000);
    await expect(Iron.unseal(sealed, password, Iron.defaults)).rejects.toThrow('Expired seal');
  });

  it('keeps a cookie without an expiry of its own for the longest life of a session at most', async () => {
    const password = openCookiesOnce(keys(), HOUR_MS).keys;
    const sealed = await Iron.seal({ sid: 'five' }, password, Iron.defaults);

    await Iron.unseal(sealed, password, Iron.defaults);
    later(HOUR_MS - 1_000);
    await Iron.unseal(sealed, password, Iron.defaults);
    expect(decryptions).toHaveBeenCalledTimes(1);
    later(HOUR_MS + 1_000);
    await Iron.unseal(sealed, password, Iron.defaults);
    expect(decryptions).toHaveBeenCalledTimes(2);
  });

  it('leaves cookies sealed with other keys to iron on every call', async () => {
    openCookiesOnce(keys(), HOUR_MS);
    const other = 'x'.repeat(32);
    const sealed = await Iron.seal({ sid: 'six' }, other, Iron.defaults);

    expect(await Iron.unseal(sealed, other, Iron.defaults)).toEqual({ sid: 'six' });
    expect(await Iron.unseal(sealed, other, Iron.defaults)).toEqual({ sid: 'six' });
    expect(decryptions).toHaveBeenCalledTimes(2);
  });

  it('does not open with one set of keys what only another set has opened', async () => {
    const mine = openCookiesOnce(keys(), HOUR_MS).keys;
    const theirs = openCookiesOnce(keys(), HOUR_MS).keys;
    const sealed = await Iron.seal({ sid: 'seven' }, theirs, Iron.defaults);

    expect(await Iron.unseal(sealed, theirs, Iron.defaults)).toEqual({ sid: 'seven' });
    await expect(Iron.unseal(sealed, mine, Iron.defaults)).rejects.toThrow('Bad hmac value');
  });

  it('keeps at most the number of cookies it is given, the least recently used leaving first', async () => {
    const password = openCookiesOnce(keys(), HOUR_MS, 2).keys;
    const [a, b, c] = await Promise.all(['a', 'b', 'c'].map((sid) => Iron.seal({ sid }, password, Iron.defaults)));

    for (const sealed of [a, b, c]) await Iron.unseal(sealed, password, Iron.defaults);
    expect(decryptions).toHaveBeenCalledTimes(3);
    await Iron.unseal(c, password, Iron.defaults);
    await Iron.unseal(b, password, Iron.defaults);
    expect(decryptions).toHaveBeenCalledTimes(3);
    expect(await Iron.unseal(a, password, Iron.defaults)).toEqual({ sid: 'a' });
    expect(decryptions).toHaveBeenCalledTimes(4);
  });

  it('forgets what it opened when told to, as when its server stops, and keeps again after', async () => {
    const opened = openCookiesOnce(keys(), HOUR_MS);
    const sealed = await Iron.seal({ sid: 'eight' }, opened.keys, Iron.defaults);

    await Iron.unseal(sealed, opened.keys, Iron.defaults);
    opened.forget();
    expect(await Iron.unseal(sealed, opened.keys, Iron.defaults)).toEqual({ sid: 'eight' });
    await Iron.unseal(sealed, opened.keys, Iron.defaults);
    expect(decryptions).toHaveBeenCalledTimes(2);
  });
});
