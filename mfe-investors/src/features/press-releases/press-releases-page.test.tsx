import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@gloh/shared/router';
import PressReleasesPage from './press-releases-page';

it('says press releases will be posted here soon', () => {
  render(<PressReleasesPage />, { wrapper: MemoryRouter });
  expect(screen.getByText(/will be posted here soon/)).toBeInTheDocument();
});
