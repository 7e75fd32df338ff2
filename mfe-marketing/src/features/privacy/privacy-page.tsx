import { RETENTION_DEFAULT_DAYS, retentionPeriodText } from '@gloh/contract/retention';
import { Link } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { useSiteConfig } from '@gloh/shared/runtime-config';
import { LegalDocument, type LegalSection } from '../../components/legal-document';
import styles from '../../styles/marketing.module.css';

/** The privacy policy is effective 7/18/25, written as the policy states it. */
export const PRIVACY_EFFECTIVE_DATE = '7/18/25';

/** The API's retention periods (its defaults, from the contract), as this policy states them. */
const kept = Object.fromEntries(
  Object.entries(RETENTION_DEFAULT_DAYS).map(([name, days]) => [name, retentionPeriodText(days)]),
) as Record<keyof typeof RETENTION_DEFAULT_DAYS, string>;

/** The cookies this site sets; `httpsName` is the name a cookie takes over HTTPS, if another. */
const COOKIES: readonly { name: string; httpsName?: string; purpose: string; lifetime: string }[] =
  [
    {
      name: 'gloh_cookie_consent',
      purpose:
        'Remembers your cookie choices and the version of this policy you made them under (essential).',
      lifetime: '1 year',
    },
    {
      name: 'gloh_session',
      httpsName: '__Host-gloh_session',
      purpose:
        'Keeps an investor signed in (essential). Set only when you sign in; page scripts cannot read it.',
      lifetime: '24 hours',
    },
    {
      name: 'gloh_signed_in',
      purpose:
        'Tells the page that an investor is signed in, so it checks the session only then (essential; holds no personal data).',
      lifetime: '24 hours',
    },
    {
      name: 'gloh_device',
      purpose:
        'Recognises a browser an investor has signed in from, so that failed sign-in attempts by others do not slow that investor down (essential; set only when you sign in or reset your password; page scripts cannot read it).',
      lifetime: '180 days',
    },
  ];

export default function PrivacyPage() {
  const site = useSiteConfig();
  const { office } = site;
  const mail = <a href={`mailto:${site.email}`}>{site.email}</a>;
  const sections: LegalSection[] = [
    {
      id: 'who-we-are',
      title: 'Who we are',
      body: (
        <p>
          Gloh (“Gloh”, “we”, “us”) is a healthcare AI company based in {office.locality},{' '}
          {office.region}. This policy explains what personal information we collect through this
          website, why, how long we keep it and the choices you have. It covers this website only,
          not the products we provide to healthcare organizations, which are governed by separate
          agreements with those organizations.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <p>We collect only what you give us and what is needed to run the site:</p>
          <ul>
            <li>
              <strong>Contact form:</strong> your name, email address and the message you write.
            </li>
            <li>
              <strong>Investor presentation access request:</strong> your name, company name, phone
              number, email address and an optional message.
            </li>
            <li>
              <strong>Investor sign-in:</strong> your email address and the access code we issued
              you, and a session record (who is signed in and when the session expires).
            </li>
            <li>
              <strong>Cookies and analytics:</strong> described in section 4.
            </li>
            <li>
              <strong>Technical data:</strong> our servers log each request (the page or address
              requested, its time and outcome) without your IP address. We keep the IP address with
              a contact message or access request you send and with investor sign-ins and deck
              views, to protect the site and investors’ access, for {kept.clientAddresses}; and, for
              a few minutes, in a counter that limits repeated submissions. The daily limit on what
              one network may send us counts a code computed from your IP address and a random value
              that changes every day, not the address itself.
            </li>
          </ul>
          <p>
            Please do not send us health information about yourself or anyone else through this
            website. The contact form is not a channel for medical questions or emergencies. If you
            are in crisis, call or text 988 (in the US) or your local emergency number.
          </p>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How we use it',
      body: (
        <ul>
          <li>To answer your message or request, and to follow up on it.</li>
          <li>
            To decide on and manage access to our investor presentation, including revoking access.
          </li>
          <li>To keep you signed in during an investor session.</li>
          <li>To protect the site against abuse, for example by limiting repeated submissions.</li>
          <li>
            With your consent, to understand which pages help visitors, through our own analytics
            (see section 4).
          </li>
        </ul>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies, storage and analytics',
      body: (
        <>
          <p>
            We set only the first-party cookies listed here, all of them essential. You choose
            whether to allow analytics in the cookie banner, and you can change or withdraw your
            choice at any time with <strong>Cookie settings</strong> at the bottom of every page; a
            withdrawal takes effect at once.
          </p>
          <div
            className={styles.legalTableScroll}
            role="region"
            aria-label="Cookies used on this site"
            // A box that scrolls must be reachable by keyboard, so it takes focus and has a name.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
          >
            <table className={`table ${styles.legalTable}`}>
              <caption className="visually-hidden">Cookies used on this site</caption>
              <thead>
                <tr>
                  <th scope="col">Cookie</th>
                  <th scope="col">Purpose</th>
                  <th scope="col">Lifetime</th>
                </tr>
              </thead>
              <tbody>
                {COOKIES.map((cookie) => (
                  <tr key={cookie.name}>
                    <td>
                      <code>{cookie.name}</code>
                      {cookie.httpsName && (
                        <>
                          {' ('}
                          <code>{cookie.httpsName}</code> over HTTPS)
                        </>
                      )}
                    </td>
                    <td>{cookie.purpose}</td>
                    <td>{cookie.lifetime}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <strong>Analytics</strong>, only if you allow them, use no cookie and store nothing in
            your browser. Our own server, not a third party, counts each page you view: its address
            on this site (without anything after “?” or “#”), the site you came from (its domain
            only), whether your screen is phone, tablet or desktop sized, and how long the page was
            on screen. Instead of your IP address we keep a code computed from your IP address, your
            browser’s identification and a random value that changes every day and is deleted after
            it: we can count visitors per day, but cannot recognise you on another day or work out
            your IP address.
          </p>
          <p>
            <strong>Marketing:</strong> we run no marketing or advertising code and no third-party
            trackers. The Marketing switch in the cookie settings only records your choice, should
            we ever add such code; we would update this policy first.
          </p>
          <p>
            <strong>Local storage:</strong> we keep nothing in your browser’s local or session
            storage. If your browser blocks cookies, investor sign-in cannot work, and we do not
            fall back on other storage (a session kept where page scripts can read it would be less
            safe); a notice at the bottom of the page tells you that cookies are disabled.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Sharing',
      body: (
        <p>
          We do not sell or rent your personal information. We share it only with service providers
          that host the site or deliver email for us, under contracts that limit their use of it to
          our instructions; with professional advisers where necessary; and when the law requires
          it. Our analytics run on our own servers and are shared with no one.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <>
          <ul>
            <li>Contact messages: {kept.contactMessages}, then they are deleted.</li>
            <li>
              Investor access requests: a request waiting for our decision until we decide it, then{' '}
              {kept.accessRequests} after the decision. A request that gave you access is kept with
              your access record.
            </li>
            <li>
              Investor access records (your account, sessions, recognised browsers and what you read
              of the presentation): for as long as your access lasts and {kept.accessRequests} after
              it is revoked.
            </li>
            <li>
              Investor sessions: 24 hours, or until you sign out; the record of an ended session,
              and of a used or expired password-reset link, is deleted {kept.sessions} later.
            </li>
            <li>
              Security records (sign-ins, deck views and what our staff do): {kept.auditLog}. Your
              IP address and browser identification in them, and with a contact message or access
              request, are removed after {kept.clientAddresses}.
            </li>
            <li>
              Emails we sent you or about your message or request: {kept.mail} after they are sent.
            </li>
            <li>
              Cookie choices: 1 year, after which we ask again (and sooner if this policy’s cookie
              use changes).
            </li>
            <li>
              Analytics: each page-view record for {kept.analyticsEvents}; after that only the day’s
              totals per page and per referring site remain, which hold no personal data. The daily
              random value behind the visitor code is deleted once its day is over. Page speed and
              page error reports are kept for {kept.releaseHealth}; they hold nothing about you.
            </li>
            <li>Server logs: up to 90 days, unless needed to investigate a security incident.</li>
          </ul>
          <p>
            A copy of your information, or its deletion, is yours to ask for (see “Your rights and
            choices” below); deleting it also removes your name and email address from our security
            records, which keep only that something happened.
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'Security',
      body: (
        <p>
          We protect your information with encryption in transit, access controls and audit logging,
          and we limit access to the people who need it. No system is perfectly secure; if we learn
          of a breach that affects you, we will tell you as the law requires.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      body: (
        <>
          <p>
            Depending on where you live, you may have the right to access, correct, delete or
            receive a copy of your personal information, to object to or restrict how we use it, and
            to withdraw consent at any time. To use any of these rights, email us at {mail}. We will
            answer within 30 days and will not treat you differently for asking.
          </p>
          <p>
            This site is not directed to children under 13, and we do not knowingly collect their
            information.
          </p>
        </>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We may update this policy. When we do, we change the effective date above, and for
          significant changes we will give notice on the site.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact',
      body: (
        <p>
          Questions about privacy: {mail}, phone {site.phone}, or by post to Gloh,{' '}
          {office.streetAddress}, {office.locality}, {office.region} {office.postalCode}. You can
          also use our <Link to={pagePath('contact')}>contact page</Link>.
        </p>
      ),
    },
  ];
  return (
    <>
      <LegalDocument
        title="Privacy Policy"
        effectiveDate={PRIVACY_EFFECTIVE_DATE}
        summary="Your privacy matters to us. This policy is written to be read: in short, we collect little, use it only to respond to you and run the site, never sell it, and delete it when we no longer need it."
        sections={sections}
      />
    </>
  );
}
