import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useIsClient } from './use-is-client';

function Where() {
  return <p>{useIsClient() ? 'browser' : 'server'}</p>;
}

describe('useIsClient', () => {
  it('is false on the server, so visitor-specific parts stay out of cached HTML', () => {
    expect(renderToString(<Where />)).toContain('server');
  });

  it('is true in the browser', () => {
    render(<Where />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });
});
