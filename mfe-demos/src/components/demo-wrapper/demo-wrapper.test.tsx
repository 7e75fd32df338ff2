import { renderToString } from 'react-dom/server';
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

  it("reads the browser's host when none is given", () => {
    render(
      <MemoryRouter>
        <DemoWrapper>
          <p>the demo</p>
        </DemoWrapper>
      </MemoryRouter>,
    );
    // jsdom's page is on localhost.
    expect(screen.getByText('the demo')).toBeInTheDocument();
  });

  it('renders a placeholder on the server, which cannot know the host', () => {
    const html = renderToString(
      <MemoryRouter>
        <DemoWrapper>
          <p>the demo</p>
        </DemoWrapper>
      </MemoryRouter>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain('the demo');
    expect(html).not.toContain('Under Development');
  });
});
