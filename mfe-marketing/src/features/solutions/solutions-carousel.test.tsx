import { fireEvent, render, screen } from '@testing-library/react';
import { SolutionsCarousel } from './solutions-carousel';

const current = () =>
  screen
    .getAllByRole('button', { name: /^Show slide/ })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('SolutionsCarousel', () => {
  it('wraps with the arrows and jumps with the dots', () => {
    render(<SolutionsCarousel />);
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2: Risk prediction' }));
    expect(current()).toBe(1);
    expect(screen.getByText('Slide 2 of 3: Risk prediction')).toBeInTheDocument();
  });

  it('hides the slides that are not shown from assistive technology and the tab order', () => {
    render(<SolutionsCarousel />);
    const [first, second] = screen.getAllByRole('group', { hidden: true });
    expect(first).toHaveAttribute('aria-hidden', 'false');
    expect(second).toHaveAttribute('aria-hidden', 'true');
    expect(second).toHaveAttribute('inert');
  });
});
