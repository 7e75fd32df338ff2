import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useViewportWidth } from './use-viewport-width';

function Width() {
  const width = useViewportWidth();
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      {width} px, {taps} taps
    </button>
  );
}

/** Counts reads of window.innerWidth, which make a browser update its style and layout. */
function watchInnerWidth(initial: number) {
  let value = initial;
  const reads = jest.fn(() => value);
  Object.defineProperty(window, 'innerWidth', { configurable: true, get: reads });
  return {
    reads,
    resizeTo(next: number) {
      value = next;
      act(() => {
        window.dispatchEvent(new Event('resize'));
      });
    },
  };
}

const innerWidth = Object.getOwnPropertyDescriptor(window, 'innerWidth')!;
afterEach(() => Object.defineProperty(window, 'innerWidth', innerWidth));

it('renders the width, and the new width after a resize', () => {
  const viewport = watchInnerWidth(360);
  render(<Width />);
  expect(screen.getByRole('button')).toHaveTextContent('360 px');
  viewport.resizeTo(800);
  expect(screen.getByRole('button')).toHaveTextContent('800 px');
});

it('does not read the width again when the component re-renders', () => {
  const viewport = watchInnerWidth(360);
  render(<Width />);
  viewport.reads.mockClear();
  act(() => screen.getByRole('button').click());
  act(() => screen.getByRole('button').click());
  expect(screen.getByRole('button')).toHaveTextContent('360 px, 2 taps');
  expect(viewport.reads).not.toHaveBeenCalled();
});

it('reads a width changed while nothing was subscribed', () => {
  const viewport = watchInnerWidth(360);
  const { unmount } = render(<Width />);
  unmount();
  viewport.reads.mockImplementation(() => 1280);
  render(<Width />);
  expect(screen.getByRole('button')).toHaveTextContent('1280 px');
});
