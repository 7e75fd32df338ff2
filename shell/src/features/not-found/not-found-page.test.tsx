import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@gloh/shared/router';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('keeps itself out of search, names no canonical address and carries no structured data', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/no-such-page']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
