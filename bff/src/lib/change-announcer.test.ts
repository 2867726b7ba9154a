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

it('reports a failed batch and sends it again with the changes made meanwhile, after a pause that grows', async () => {
  jest.useFakeTimers();
  try {
    const { batches, send, release } = heldSends();
    const failures: unknown[] = [];
    const announcer = new ChangeAnnouncer(send, (error) => failures.push(error));
    announcer.queue('scores:1');
    announcer.queue('scores:2');
    release(new Error('connection lost'));
    await jest.advanceTimersByTimeAsync(0);
    expect(failures).toEqual([new Error('connection lost')]);
    expect(batches).toEqual([['scores:1']]);
    announcer.queue('scores:3');
    await jest.advanceTimersByTimeAsync(99);
    expect(batches).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect([...batches[1]].sort()).toEqual(['scores:1', 'scores:2', 'scores:3']);
    release(new Error('still down'));
    // The second failure in a row waits twice as long.
    await jest.advanceTimersByTimeAsync(199);
    expect(batches).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect([...batches[2]].sort()).toEqual(['scores:1', 'scores:2', 'scores:3']);
    release();
    await announcer.flushed();
    expect(failures).toHaveLength(2);
    // After a batch that went, a failure pauses the shortest time again.
    announcer.queue('scores:4');
    release(new Error('down again'));
    await jest.advanceTimersByTimeAsync(100);
    expect(batches[4]).toEqual(['scores:4']);
    release();
    await announcer.flushed();
  } finally {
    jest.useRealTimers();
  }
});

it('sends what is queued once more when it closes, without the pause, and gives up a batch that fails then', async () => {
  const { batches, send, release } = heldSends();
  const failures: unknown[] = [];
  const announcer = new ChangeAnnouncer(send, (error) => failures.push(error));
  announcer.queue('scores:1');
  release(new Error('connection lost'));
  await new Promise((resolve) => setImmediate(resolve));
  const closed = announcer.close();
  await new Promise((resolve) => setImmediate(resolve));
  expect(batches).toEqual([['scores:1'], ['scores:1']]);
  release(new Error('still down'));
  await closed;
  expect(failures).toHaveLength(2);
  expect(batches).toHaveLength(2);
});
