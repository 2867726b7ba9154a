import { act, renderHook } from '@testing-library/react';
import { toast } from '@vsp/design-system';
import { ApiError } from './client';
import { useAction } from './action';

jest.mock('@vsp/design-system', () => ({ ...jest.requireActual('@vsp/design-system'), toast: jest.fn() }));

const options = { stale: [], success: { title: 'Saved' }, failure: 'Failed to save' };

async function runFailing(error: Error): Promise<boolean> {
  const { result } = renderHook(() => useAction());
  let ok = true;
  await act(async () => {
    ok = await result.current.run(() => Promise.reject(error), options);
  });
  return ok;
}

beforeEach(() => jest.mocked(toast).mockClear());

describe('useAction on failure', () => {
  it('toasts the server message', async () => {
    expect(await runFailing(new ApiError(409, '{"message":"Already taken"}', 'Conflict'))).toBe(false);
    expect(toast).toHaveBeenCalledWith({ variant: 'destructive', title: 'Error', description: 'Already taken' });
  });

  it('leaves an ended session to the sign-in screen: no toast', async () => {
    expect(await runFailing(new ApiError(401, '{"message":"Missing authentication"}', 'Unauthorized'))).toBe(false);
    expect(toast).not.toHaveBeenCalled();
  });
});
