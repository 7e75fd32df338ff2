import { Link } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { useSiteConfig } from '@gloh/shared/runtime-config';
import { LegalDocument, type LegalSection } from '../../components/legal-document';

/** The terms are effective 7/18/2025. */
export const TERMS_EFFECTIVE_DATE = '7/18/2025';

export default function TermsOfServicePage() {
  const site = useSiteConfig();
  const mail = <a href={`mailto:${site.email}`}>{site.email}</a>;
  const sections: LegalSection[] = [
    {
      id: 'acceptance',
      title: 'Acceptance of these terms',
      body: (
        <p>
          These terms govern your use of the Gloh website. By using the site you agree to them. If
          you do not agree, please do not use the site. Our{' '}
          <Link to={pagePath('privacy')}>Privacy Policy</Link> explains how we handle personal
          information.
        </p>
      ),
    },
    {
      id: 'not-medical-advice',
      title: 'Information only, not medical advice',
      body: (
        <p>
          The site describes our company and products. It does not provide medical advice, diagnosis
          or treatment, and using it does not create a clinician–patient relationship. Product
          dashboards shown on the site are illustrative mock-ups with made-up sample data. If you
          need medical help, contact a healthcare professional; in an emergency, call your local
          emergency number.
        </p>
      ),
    },
    {
      id: 'investor-access',
      title: 'Investor materials and access',
      body: (
        <>
          <p>
            Access to our investor presentation is by request. Access codes are personal: do not
            share them, and keep the materials confidential. The materials are for information only
            and are not an offer to sell or a solicitation to buy securities. They may contain
            forward-looking statements that involve risks and uncertainties.
          </p>
          <p>
            <strong>
              We may suspend or revoke access to the investor materials at any time, for any reason
              and without notice
            </strong>
            , including if we believe these terms have been breached. Sessions expire after 24
            hours.
          </p>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Acceptable use',
      body: (
        <>
          <p>When using the site you agree not to:</p>
          <ul>
            <li>break the law or infringe anyone’s rights;</li>
            <li>try to gain unauthorised access to the site, its servers or other users’ data;</li>
            <li>send spam, malware or automated high-volume requests;</li>
            <li>submit other people’s personal or health information through our forms.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      body: (
        <p>
          The site and its content, including text, graphics, logos and the investor materials,
          belong to Gloh or its licensors. You may view and print pages for your own, non-commercial
          use. Other names and marks mentioned on the site belong to their owners and describe
          compatibility only.
        </p>
      ),
    },
    {
      id: 'third-party-links',
      title: 'Links to other sites',
      body: (
        <p>
          The site may link to sites we do not control. We are not responsible for their content or
          their privacy practices.
        </p>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers and limitation of liability',
      body: (
        <p>
          The site is provided “as is” and “as available”, without warranties of any kind. Product
          descriptions, including compliance and security claims, describe our products and goals
          and may change. To the extent the law allows, Gloh is not liable for indirect or
          consequential losses arising from your use of the site, and our total liability is limited
          to one hundred US dollars.
        </p>
      ),
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of the State of Texas, United States, and disputes
          will be heard in the courts of Harris County, Texas, unless the law where you live says
          otherwise.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms. The effective date above shows when they last changed; using
          the site after a change means you accept the new terms.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about these terms: {mail} or {site.phone}.
        </p>
      ),
    },
  ];
  return (
    <>
      <LegalDocument
        title="Terms of Service"
        effectiveDate={TERMS_EFFECTIVE_DATE}
        summary="Plain-language terms for using this website and our investor materials."
        sections={sections}
      />
    </>
  );
}
