import { ChangeAnnouncer } from './change-announcer';

/** A send that stays pending until the test lets it finish, recording each batch. */
function heldSends() {
  const batches: string[][] = [];
  const releases: ((error?: Error) => void)[] = [];
  const send = (payloads: string[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push(payloads);
      releases.push((error) => (error ? reject(error) : resolve()));
    });
  return { batches, send, release: (error?: Error) => releases.shift()!(error) };
}

it('sends a lone change at once and gathers the changes made meanwhile into one next batch', async () => {
  const { batches, send, release } = heldSends();
  const announcer = new ChangeAnnouncer(send, () => undefined);
  announcer.queue('scores:1');
  expect(batches).toEqual([['scores:1']]);
  announcer.queue('scores:2');
  announcer.queue('scores:3');
  announcer.queue('scores:2');
  expect(batches).toHaveLength(1);
  release();
  await new Promise((resolve) => setImmediate(resolve));
  expect(batches).toEqual([['scores:1'], ['scores:2', 'scores:3']]);
  const done = announcer.flushed();
  release();
  await done;
  announcer.queue('scores:4');
  expect(batches[2]).toEqual(['scores:4']);
  release();
  await announcer.flushed();
});

it('reports a failed batch and goes on with the next', async () => {
  const { batches, send, release } = heldSends();
  const failures: unknown[] = [];
  const announcer = new ChangeAnnouncer(send, (error) => failures.push(error));
  announcer.queue('scores:1');
  announcer.queue('scores:2');
  release(new Error('connection lost'));
  await new Promise((resolve) => setImmediate(resolve));
  expect(failures).toEqual([new Error('connection lost')]);
  expect(batches).toEqual([['scores:1'], ['scores:2']]);
  release();
  await announcer.flushed();
  expect(failures).toHaveLength(1);
});
