import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@gloh/shared/router';
import { DemoWrapper, UNDER_DEVELOPMENT_MESSAGE } from './demo-wrapper';

function renderOn(hostname: string) {
  return render(
    <MemoryRouter>
      <DemoWrapper hostname={hostname}>
        <p>the demo</p>
      </DemoWrapper>
    </MemoryRouter>,
  );
}

describe('DemoWrapper', () => {
  it('shows the demo on localhost', () => {
    renderOn('localhost');
    expect(screen.getByText('the demo')).toBeInTheDocument();
  });

  it('shows the Under Development message on any other host', () => {
    renderOn('www.gloh.example');
    expect(screen.queryByText('the demo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Under Development' })).toBeInTheDocument();
    expect(screen.getByText(UNDER_DEVELOPMENT_MESSAGE)).toBeInTheDocument();
  });
});
