import { Card, ContactDetails, Hero, Section, SectionHeader } from '@company/ui';
import { site } from '../config/site';
import {
  contactDetails,
  contactForm,
  contactHero,
  contactMap,
  contactMeta,
  contactSections,
  emailReplyNote,
  postalAddressLines,
} from '../data/contact';
import { PageHead } from '../seo/PageHead';
import { ContactForm } from './contact/ContactForm';
import { ContactMap } from './contact/ContactMap';
import { OfficePhotos } from './contact/OfficePhotos';
import * as styles from './ContactPage.css';
import { mutedNote } from './pageLayout.css';

const detail = (id: (typeof contactDetails)[number]['id']) => contactDetails.find((item) => item.id === id);

export function ContactPage() {
  return (
    <>
      <PageHead title={contactMeta.title} description={contactMeta.description} />
      <Hero title={contactHero.title} text={contactHero.lead} />

      <Section aria-labelledby="contact-form-title">
        <div className={styles.layout}>
          <Card variant="elevated" className={styles.panel}>
            <h2 id="contact-form-title" className={styles.panelTitle}>
              {contactForm.title}
            </h2>
            <ContactForm aria-labelledby="contact-form-title" />
          </Card>
          <Card asChild variant="subtle" className={styles.panel}>
            <section aria-labelledby="contact-details-title">
              <h2 id="contact-details-title" className={styles.panelTitle}>
                {contactSections.details.title}
              </h2>
              <ContactDetails
                phone={site.phone}
                email={site.email}
                address={postalAddressLines}
                hours={detail('hours')?.lines}
                phoneLabel={detail('phone')?.label}
                emailLabel={detail('email')?.label}
                addressLabel={detail('address')?.label}
                hoursLabel={detail('hours')?.label}
              />
              <p className={mutedNote}>{emailReplyNote}</p>
            </section>
          </Card>
        </div>
      </Section>

      <Section tone="subtle" aria-labelledby="contact-offices">
        <SectionHeader
          id="contact-offices"
          title={contactSections.offices.title}
          intro={contactSections.offices.intro}
        />
        <OfficePhotos />
      </Section>

      <Section aria-labelledby="contact-map">
        <SectionHeader id="contact-map" title={contactMap.title} />
        <ContactMap />
      </Section>
    </>
  );
}
