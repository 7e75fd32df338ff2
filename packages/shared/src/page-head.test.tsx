import { render } from '@testing-library/react';
import { buildStructuredData, formatPageTitle, PageHead } from './page-head';
import { DEFAULT_SITE_CONFIG } from './site-config';

describe('PageHead', () => {
  it('renders the title, description, canonical and sharing tags into the head', () => {
    render(
      <PageHead
        page={{
          title: 'About Us',
          description: 'Who we are and what we value.',
          path: '/about',
          keywords: ['mission'],
        }}
      />,
    );
    expect(document.title).toBe('About Us | Gloh');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Who we are and what we value.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.gloh.example/about',
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'About Us | Gloh',
    );
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toMatch(
      /^mission, /,
    );
  });

  it('escapes markup inside the JSON-LD', () => {
    const site = { ...DEFAULT_SITE_CONFIG, email: '</script><script>alert(1)</script>' };
    const { container } = render(<PageHead page={{ title: 'X', description: 'Y', path: '/' }} />);
    expect(container.querySelector('script[type="application/ld+json"]')).not.toBeNull();
    const data = buildStructuredData(site);
    expect(data.map((entry) => entry['@type'])).toEqual([
      'Organization',
      'SoftwareApplication',
      'MedicalOrganization',
    ]);
    expect(JSON.stringify(data).replace(/</g, '\\u003c')).not.toContain('</script>');
  });

  it('shares the declared Open Graph title, description and image, and keeps unlisted pages out of search', () => {
    render(
      <PageHead
        page={{
          title: 'Deck',
          description: 'The deck.',
          path: '/investors/presentation',
          openGraph: { title: 'Our deck', description: 'Read it.', image: '/deck-card.png' },
          indexed: false,
        }}
      />,
    );
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[property="og:title"]')).toBe('Our deck | Gloh');
    expect(content('meta[property="og:description"]')).toBe('Read it.');
    expect(content('meta[property="og:image"]')).toBe('https://www.gloh.example/deck-card.png');
    expect(content('meta[name="robots"]')).toBe('noindex');
  });

  it('does not repeat the brand in the title', () => {
    expect(formatPageTitle('Gloh')).toBe('Gloh');
  });
});
