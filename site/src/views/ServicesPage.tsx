import { CallToAction, Hero } from '@company/blocks';
import { FeatureList, FeatureListItem, Section, SectionHeader, Steps } from '@company/ui';
import { services, servicesPage } from '../data/services';
import type { PageHeadProps } from '../seo/PageHead';
import { CtaLinks } from './CtaLinks';
import { ServiceCardGrid } from './ServiceCardGrid';

/** What the page tells search engines and link previews. */
export const servicesHead: PageHeadProps = { title: 'Services', description: servicesPage.description };

export function ServicesPage() {
  return (
    <>
      <Hero title={servicesPage.title} text={servicesPage.lead} />

      <Section aria-labelledby="services-catalogue">
        <SectionHeader
          id="services-catalogue"
          title={servicesPage.catalogueTitle}
          intro={servicesPage.catalogueIntro}
        />
        <ServiceCardGrid services={services} columns={3} actionLabel={servicesPage.cardActionLabel} />
      </Section>

      <Section tone="subtle" aria-labelledby="services-benefits">
        <SectionHeader id="services-benefits" title={servicesPage.benefitsTitle} />
        <FeatureList columns={2}>
          {servicesPage.benefits.map((benefit) => (
            <FeatureListItem key={benefit}>{benefit}</FeatureListItem>
          ))}
        </FeatureList>
      </Section>

      <Section aria-labelledby="services-process">
        <SectionHeader id="services-process" title={servicesPage.processTitle} />
        <Steps items={servicesPage.process} />
      </Section>

      <CallToAction
        titleId="services-closing"
        tone="subtle"
        title={servicesPage.closingTitle}
        description={servicesPage.closingText}
        actions={<CtaLinks primaryCta={servicesPage.primaryCta} secondaryCta={servicesPage.secondaryCta} />}
      />
    </>
  );
}
