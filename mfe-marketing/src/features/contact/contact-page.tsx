import { useSiteConfig } from '@gloh/shared/runtime-config';
import { Icon } from '../../components/icon';
import { PageHero } from '../../components/page-hero';
import { ContactForm } from './contact-form';
import { usePostedFormResult } from '../../hooks/use-posted-form-result';
import marketingStyles from '../../styles/marketing.module.css';
import styles from './contact.module.css';

/** The spec names the office by city and state in full (section 2). */
const OFFICE_CITY_LABEL = 'Houston, Texas';

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export default function ContactPage() {
  const site = useSiteConfig();
  const posted = usePostedFormResult('contact');
  const { office } = site;
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let’s talk"
        lead="Questions about our products, a partnership or a demo? Send us a message and our team will get back to you."
      />
      <section className="section bg-surface">
        <div className="container">
          <div className="row g-4 g-lg-5">
            <div className="col-lg-7">
              <div className={styles.contactCard}>
                <h2 id="contact-form-title" className="h3 mb-1">
                  Send us a message
                </h2>
                <p className="text-body-secondary mb-4">All fields are required.</p>
                <ContactForm posted={posted} />
              </div>
            </div>
            <div className="col-lg-5">
              <h2 className="h3 mb-4">Contact details</h2>
              <ul className={styles.contactDetails}>
                <li>
                  <span className={marketingStyles.featureIcon}>
                    <Icon name="phone" />
                  </span>
                  <div>
                    <h3 className="h6 mb-1">Phone</h3>
                    <a href={telHref(site.phone)}>{site.phone}</a>
                  </div>
                </li>
                <li>
                  <span className={marketingStyles.featureIcon}>
                    <Icon name="mail" />
                  </span>
                  <div>
                    <h3 className="h6 mb-1">Email</h3>
                    <a href={`mailto:${site.email}`}>{site.email}</a>
                  </div>
                </li>
                <li>
                  <span className={marketingStyles.featureIcon}>
                    <Icon name="pin" />
                  </span>
                  <div>
                    <h3 className="h6 mb-1">Office: {OFFICE_CITY_LABEL}</h3>
                    <address className="mb-0 text-body-secondary" data-testid="office-address">
                      {office.streetAddress}
                      <br />
                      {office.locality}, {office.region} {office.postalCode}
                    </address>
                  </div>
                </li>
              </ul>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
