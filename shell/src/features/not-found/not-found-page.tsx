import { Link, useLocation, useNavigate } from '@gloh/shared/router';
import { PageHead } from '@gloh/shared/page-head';
import { SITE_LINKS } from '@gloh/contract/site-links';
import { useSiteConfig } from '@gloh/shared/runtime-config';
import { useSitePages } from '@gloh/shared/site-pages';

/** The quick links, by page id: each shown while a remote declares that page. */
const QUICK_LINKS = [
  { id: 'about', label: 'About Us' },
  { id: 'what-were-building', label: "What We're Building" },
  { id: 'partnerships', label: 'Partnerships' },
  { id: 'press-releases', label: 'Press Releases' },
];

export function NotFoundPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const pages = useSitePages();
  const quickLinks = QUICK_LINKS.flatMap(({ id, label }) => {
    const page = pages.find((entry) => entry.id === id);
    return page ? [{ label, href: page.path }] : [];
  });
  return (
    <section className="container py-5 text-center not-found-page">
      <PageHead
        page={{
          title: 'Page Not Found',
          description: 'The page you are looking for does not exist or has moved.',
          path: pathname,
          indexed: false,
        }}
        sitePage={false}
      />
      <p className="display-1 fw-bold text-primary mb-0" aria-hidden="true">
        404
      </p>
      <h1 className="mb-3">Page Not Found</h1>
      <p className="lead mx-auto" style={{ maxWidth: 560 }}>
        Sorry, we couldn’t find the page you were looking for. It may have moved, or the address may
        be mistyped.
      </p>
      <div className="d-flex flex-wrap justify-content-center gap-2 my-4">
        <Link className="btn btn-primary" to="/">
          Go to Homepage
        </Link>
        <button type="button" className="btn btn-outline-primary" onClick={() => navigate(-1)}>
          Go Back
        </button>
        <Link className="btn btn-outline-primary" to={SITE_LINKS.contact}>
          Get Help
        </Link>
        <a className="btn btn-outline-secondary" href={`mailto:${site.supportEmail}`}>
          Contact Support
        </a>
      </div>
      <h2 className="h5 mt-5">Quick links</h2>
      <ul className="list-inline">
        {quickLinks.map((link) => (
          <li className="list-inline-item" key={link.href}>
            <Link to={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
