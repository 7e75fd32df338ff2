import { fireEvent, render, screen } from '@testing-library/react';
import type { MouseEvent, ReactNode } from 'react';
import { Link, MemoryRouter, NavLink, Route, Routes, useLocation } from './router';

function CurrentPath() {
  const location = useLocation();
  return (
    <output>
      {location.pathname}
      {location.search}
      {typeof location.state === 'string' ? ` state:${location.state}` : ''}
    </output>
  );
}

function renderAt(path: string, links: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Link', () => {
  it('renders the address and navigates in the page on a plain click', () => {
    renderAt(
      '/',
      <Link to="/about?tab=team" state="from-home">
        About
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'About' });
    expect(link).toHaveAttribute('href', '/about?tab=team');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('/about?tab=team state:from-home');
  });

  it('leaves a click with a modifier key or another target to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/about">About</Link>
        <Link to="/contact" target="_blank">
          Contact
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'About' }), { ctrlKey: true })).toBe(
      true,
    );
    expect(fireEvent.click(screen.getByRole('link', { name: 'Contact' }))).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
  });

  it('runs its own click handler first, which may keep the router out', () => {
    const onClick = jest.fn((event: MouseEvent) => event.preventDefault());
    renderAt(
      '/',
      <Link to="/about" onClick={onClick}>
        About
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
  });

  it('links an external address as it is, without the router', () => {
    renderAt('/', <Link to="https://example.org/x">Elsewhere</Link>);
    const link = screen.getByRole('link', { name: 'Elsewhere' });
    expect(link).toHaveAttribute('href', 'https://example.org/x');
    expect(fireEvent.click(link)).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/);
  });
});

describe('NavLink', () => {
  const links = (
    <>
      <NavLink to="/investors" className="nav-link">
        Investors
      </NavLink>
      <NavLink to="/investors" end className="nav-link">
        Investors home
      </NavLink>
      <NavLink to="/about">About</NavLink>
    </>
  );

  it('marks the current page active, case-insensitively, with aria-current', () => {
    renderAt('/Investors', links);
    for (const name of ['Investors', 'Investors home']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveClass('nav-link', 'active');
      expect(link).toHaveAttribute('aria-current', 'page');
    }
    expect(screen.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
  });

  it('is active below its path unless it ends there', () => {
    renderAt('/investors/roadmap', links);
    expect(screen.getByRole('link', { name: 'Investors' })).toHaveClass('active');
    const home = screen.getByRole('link', { name: 'Investors home' });
    expect(home).toHaveAttribute('class', 'nav-link');
    expect(home).not.toHaveAttribute('aria-current');
  });

  it('is not active on a path that only starts with the same letters', () => {
    renderAt('/investors-day', links);
    expect(screen.getByRole('link', { name: 'Investors' })).not.toHaveClass('active');
  });

  it('follows navigation', () => {
    renderAt('/', links);
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
  });
});
