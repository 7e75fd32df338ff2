import { act, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { SegmentDiagram } from './segment-diagram';

function setWidth(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

/** jsdom has no PointerEvent, so the pointer type is set by hand. */
function mouse(kind: 'pointerOver' | 'pointerOut', element: Element) {
  const event = createEvent[kind](element);
  Object.defineProperty(event, 'pointerType', { value: 'mouse' });
  fireEvent(element, event);
}

const popupHeading = () => screen.getByTestId('segment-popup').querySelector('h3');

describe('SegmentDiagram', () => {
  afterEach(() => setWidth(1024));

  it('sizes the hexagons per breakpoint', () => {
    setWidth(1280);
    render(<SegmentDiagram />);
    const diagram = screen.getByTestId('hex-diagram');
    expect(diagram).toHaveAttribute('data-hexagon-size', '100');
    setWidth(800);
    expect(diagram).toHaveAttribute('data-hexagon-size', '85');
    setWidth(360);
    expect(diagram).toHaveAttribute('data-hexagon-size', '70');
  });

  it('opens one segment at a time by click, and a second click closes it', () => {
    setWidth(1280);
    render(<SegmentDiagram />);
    fireEvent.click(screen.getByRole('button', { name: 'Pharma' }));
    expect(popupHeading()).toHaveTextContent('Pharma');
    fireEvent.click(screen.getByRole('button', { name: 'CROs' }));
    expect(popupHeading()).toHaveTextContent('CROs');
    expect(screen.getByRole('button', { name: 'Pharma' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    fireEvent.click(screen.getByRole('button', { name: 'CROs' }));
    expect(popupHeading()).toBeNull();
  });

  it('opens on mouse hover only above the small breakpoint', () => {
    setWidth(1280);
    render(<SegmentDiagram />);
    const biotech = screen.getByRole('button', { name: 'Biotech' });
    mouse('pointerOver', biotech);
    expect(popupHeading()).toHaveTextContent('Biotech');
    mouse('pointerOut', biotech);
    expect(popupHeading()).toBeNull();

    setWidth(360);
    mouse('pointerOver', biotech);
    expect(popupHeading()).toBeNull();
  });

  it('names the wearables segment in full and closes on Escape', () => {
    render(<SegmentDiagram />);
    fireEvent.click(screen.getByRole('button', { name: 'Wearables & Digital Health' }));
    expect(popupHeading()).toHaveTextContent('Wearables & Digital Health');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(popupHeading()).toBeNull();
  });
});
