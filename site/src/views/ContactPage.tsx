import type { ReactNode } from 'react';
import { ContactDetails, Hero } from '@company/blocks';
import { Card, Grid, Heading, Section, SectionHeader, Text } from '@company/ui';
import { site } from '../config/site';
import {
  contactDetails,
  contactHero,
  contactMap,
  contactMeta,
  contactSections,
  emailReplyNote,
  postalAddressLines,
} from '../data/contact';
import { contactForm } from '@company/contract/forms';
import type { PageHeadProps } from '../seo/PageHead';
import { ContactForm } from './contact/ContactForm';
import { ContactMap } from './contact/ContactMap';
import { OfficePhotos } from './contact/OfficePhotos';

const detail = (id: (typeof contactDetails)[number]['id']) => contactDetails.find((item) => item.id === id);

/** What the page tells search engines and link previews. */
export const contactHead: PageHeadProps = { title: contactMeta.title, description: contactMeta.description };

export interface ContactPageProps {
  /** The message form; the site's island on a static page. */
  form?: ReactNode;
  /** The consent-gated map; the site's island on a static page. */
  map?: ReactNode;
}

export function ContactPage({
  form = <ContactForm aria-labelledby="contact-form-title" />,
  map = <ContactMap />,
}: ContactPageProps) {
  return (
    <>
      <Hero title={contactHero.title} text={contactHero.lead} />

      <Section aria-labelledby="contact-form-title">
        <Grid template="minmax(0, 3fr) minmax(0, 2fr)" collapseBelow="lg" gap="8" wideGap="10" align="start">
          <Card variant="elevated" size="lg">
            <Heading id="contact-form-title" level={2} size="heading3" weight="bold">
              {contactForm.title}
            </Heading>
            {form}
          </Card>
          <Card asChild variant="subtle" size="lg">
            <section aria-labelledby="contact-details-title">
              <Heading id="contact-details-title" level={2} size="heading3" weight="bold">
                {contactSections.details.title}
              </Heading>
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
              <Text size="bodySmall" tone="muted">
                {emailReplyNote}
              </Text>
            </section>
          </Card>
        </Grid>
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
        {map}
      </Section>
    </>
  );
}
