import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { Toaster } from './Toaster';
import {
  TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  dismissToast,
  toast,
  toastStore,
} from './toastStore';

// jsdom has no PointerEvent; a MouseEvent subclass carries clientX and button, which is all the swipe reads.
class FakePointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { value: FakePointerEvent, configurable: true });
});

beforeEach(() => {
  jest.useFakeTimers();
  render(
    <ThemeProvider withGlobalStyle={false}>
      <Toaster />
    </ThemeProvider>,
  );
});

afterEach(() => {
  act(() => {
    dismissToast();
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

const visibleToasts = () =>
  Array.from(screen.getByRole('region', { name: 'Notifications' }).querySelectorAll<HTMLElement>('[data-variant]'));

describe('toasts', () => {
  it('shows a toast with its title, description and variant', () => {
    act(() => {
      toast({ title: 'Score Saved', description: 'Your score has been successfully saved', variant: 'success' });
    });
    const shown = screen.getByRole('status');
    expect(shown).toHaveTextContent('Score Saved');
    expect(shown).toHaveTextContent('Your score has been successfully saved');
    expect(shown).toHaveAttribute('data-variant', 'success');
  });

  it('announces destructive toasts as alerts', () => {
    act(() => {
      toast({ title: 'Login Failed', description: 'Invalid credentials', variant: 'destructive' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Login Failed');
  });

  it('shows at most one toast: a new one replaces the current one', () => {
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
      toast({ title: 'Third' });
    });
    expect(visibleToasts()).toHaveLength(1);
    expect(visibleToasts()[0]).toHaveTextContent('Third');
    expect(toastStore.getState().toasts).toHaveLength(1);
  });

  it('closes after 5000 ms by default', () => {
    act(() => {
      toast({ title: 'Users deleted successfully' });
    });
    act(() => jest.advanceTimersByTime(TOAST_DURATION - 1));
    expect(visibleToasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleToasts()).toHaveLength(0);
    expect(TOAST_DURATION).toBe(5000);
  });

  it('honours a custom duration', () => {
    act(() => {
      toast({ title: 'Quick', duration: 1000 });
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('keeps a dismissed toast in state for 1,000,000 ms, then removes it', () => {
    let id = '';
    act(() => {
      id = toast({ title: 'Event deleted successfully' }).id;
    });
    act(() => jest.advanceTimersByTime(TOAST_DURATION));
    expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ id, open: false })]);

    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(toastStore.getState().toasts).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(toastStore.getState().toasts).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('closes from its dismiss button', () => {
    act(() => {
      toast({ title: 'Content updated successfully' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('can be dismissed and updated through the handle toast() returns', () => {
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Uploading...' });
    });
    act(() => handle?.update({ title: 'Successfully created 3 users' }));
    expect(visibleToasts()[0]).toHaveTextContent('Successfully created 3 users');
    act(() => handle?.dismiss());
    expect(visibleToasts()).toHaveLength(0);
  });

  it('pauses while hovered and resumes with the time left', () => {
    act(() => {
      toast({ title: 'Hover me' });
    });
    const item = visibleToasts()[0];
    act(() => jest.advanceTimersByTime(3000));
    fireEvent.pointerEnter(item);
    act(() => jest.advanceTimersByTime(10_000));
    expect(visibleToasts()).toHaveLength(1);
    fireEvent.pointerLeave(item);
    act(() => jest.advanceTimersByTime(1999));
    expect(visibleToasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleToasts()).toHaveLength(0);
  });

  describe('swipe to dismiss', () => {
    function swipe(distance: number) {
      const item = visibleToasts()[0];
      fireEvent.pointerDown(item, { clientX: 100, button: 0 });
      fireEvent.pointerMove(item, { clientX: 100 + distance });
      fireEvent.pointerUp(item, { clientX: 100 + distance });
    }

    it(`dismisses when dragged right by the ${TOAST_SWIPE_THRESHOLD} px threshold`, () => {
      act(() => {
        toast({ title: 'Swipe me' });
      });
      swipe(TOAST_SWIPE_THRESHOLD);
      expect(visibleToasts()).toHaveLength(0);
    });

    it('snaps back when dragged less than the threshold', () => {
      act(() => {
        toast({ title: 'Swipe me' });
      });
      swipe(TOAST_SWIPE_THRESHOLD - 1);
      expect(visibleToasts()).toHaveLength(1);
      expect(visibleToasts()[0].style.transform).toBe('');
    });

    it('ignores a drag to the left', () => {
      act(() => {
        toast({ title: 'Swipe me' });
      });
      swipe(-200);
      expect(visibleToasts()).toHaveLength(1);
    });
  });
});
