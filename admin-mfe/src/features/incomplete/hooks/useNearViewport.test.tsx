import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useNearViewport } from './useNearViewport';

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

// jsdom lays nothing out and has no IntersectionObserver: this one is told by the test when the element comes near.
let report: (isIntersecting: boolean) => void = () => undefined;
let disconnected = 0;

class TestIntersectionObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    report = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe() {}
  disconnect() {
    disconnected += 1;
  }
}

describe('useNearViewport', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'IntersectionObserver');
    disconnected = 0;
  });

  it('counts every element as near where the browser cannot tell', () => {
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is far until the element comes near the window, and then stays near', () => {
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: TestIntersectionObserver });
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report(false));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => report(true));
    expect(screen.getByText('near')).toBeInTheDocument();
    expect(disconnected).toBe(1);
  });
});
