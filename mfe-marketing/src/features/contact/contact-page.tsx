import { useSiteConfig } from '@gloh/shared/runtime-config';
import { IconListItem } from '../../components/icon-list-item';
import { PageHero } from '../../components/page-hero';
import { PageSection } from '../../components/page-section';
import { ContactForm } from './contact-form';
import { usePostedFormResult } from '../../hooks/use-posted-form-result';
import styles from './contact.module.css';
import { mailIcon } from '../../components/icons/mail';
import { phoneIcon } from '../../components/icons/phone';
import { pinIcon } from '../../components/icons/pin';

/** The office, by city and state in full. */
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
      <PageSection tone="surface">
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
              <IconListItem icon={phoneIcon} title="Phone">
                <a href={telHref(site.phone)}>{site.phone}</a>
              </IconListItem>
              <IconListItem icon={mailIcon} title="Email">
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </IconListItem>
              <IconListItem icon={pinIcon} title={`Office: ${OFFICE_CITY_LABEL}`}>
                <address className="mb-0 text-body-secondary" data-testid="office-address">
                  {office.streetAddress}
                  <br />
                  {office.locality}, {office.region} {office.postalCode}
                </address>
              </IconListItem>
            </ul>
          </div>
        </div>
      </PageSection>
    </>
  );
}
