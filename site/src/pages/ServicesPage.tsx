import { Button, FeatureList, FeatureListItem, Hero, Section, SectionHeader, ServiceCard, Steps } from '@company/ui';
import { Link } from 'react-router-dom';
import { services, servicesPage } from '../data/services';
import { PageHead } from '../seo/PageHead';
import { actionsCentered, cardGrid, cardGridItem } from './pageLayout.css';
import { ServiceIcon } from './serviceIcons';

export function ServicesPage() {
  return (
    <>
      <PageHead title="Services" description={servicesPage.description} />
      <Hero title={servicesPage.title} text={servicesPage.lead} />

      <Section aria-labelledby="services-catalogue">
        <SectionHeader
          id="services-catalogue"
          title={servicesPage.catalogueTitle}
          intro={servicesPage.catalogueIntro}
        />
        <ul className={cardGrid[3]}>
          {services.map((service) => (
            <li key={service.id} className={cardGridItem}>
              <ServiceCard
                icon={<ServiceIcon name={service.icon} />}
                name={service.name}
                description={service.description}
                features={service.features}
                action={<Link to={`/services/${service.slug}`}>{servicesPage.cardActionLabel}</Link>}
              />
            </li>
          ))}
        </ul>
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

      <Section tone="subtle" width="narrow" aria-labelledby="services-closing">
        <SectionHeader
          id="services-closing"
          title={servicesPage.closingTitle}
          intro={servicesPage.closingText}
          align="center"
        >
          <div className={actionsCentered}>
            <Button asChild size="lg">
              <Link to={servicesPage.primaryCta.href}>{servicesPage.primaryCta.label}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={servicesPage.secondaryCta.href}>{servicesPage.secondaryCta.label}</Link>
            </Button>
          </div>
        </SectionHeader>
      </Section>
    </>
  );
}
