import { Button, Hero, Section, SectionHeader, ServiceCard, Stat, StatGrid } from '@company/ui';
import { Link } from 'react-router-dom';
import {
  homeClosingCta,
  homeDescription,
  homeFeaturedServices,
  homeFigures,
  homeFiguresTitle,
  homeHero,
  homeTrust,
} from '../data/home';
import { featuredServices } from '../data/services';
import { PageHead } from '../seo/PageHead';
import { actionsCentered, cardGrid, cardGridItem, gridFooter } from './pageLayout.css';
import { ServiceIcon } from './serviceIcons';

export function HomePage() {
  return (
    <>
      <PageHead title="Accueil" description={homeDescription} />
      <Hero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        text={homeHero.lead}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={homeHero.primaryCta.href}>{homeHero.primaryCta.label}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={homeHero.secondaryCta.href}>{homeHero.secondaryCta.label}</Link>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="home-figures">
        <SectionHeader id="home-figures" title={homeFiguresTitle} align="center" />
        <StatGrid>
          {homeFigures.map(({ value, label }) => (
            <Stat key={label} value={value} label={label} />
          ))}
        </StatGrid>
      </Section>

      <Section tone="subtle" aria-labelledby="home-services">
        <SectionHeader
          id="home-services"
          title={homeFeaturedServices.title}
          intro={homeFeaturedServices.lead}
          align="center"
        />
        <ul className={cardGrid[4]}>
          {featuredServices.map((service) => (
            <li key={service.id} className={cardGridItem}>
              <ServiceCard
                icon={<ServiceIcon name={service.icon} />}
                name={service.name}
                description={service.description}
                features={service.features}
                maxFeatures={3}
                action={<Link to={`/services/${service.slug}`}>{homeFeaturedServices.cardActionLabel}</Link>}
              />
            </li>
          ))}
        </ul>
        <div className={gridFooter}>
          <Button asChild size="lg" variant="outline">
            <Link to={homeFeaturedServices.allServicesLink.href}>{homeFeaturedServices.allServicesLink.label}</Link>
          </Button>
        </div>
      </Section>

      <Section width="narrow" aria-labelledby="home-trust">
        <SectionHeader id="home-trust" title={homeTrust.claim} intro={homeTrust.text} align="center" />
      </Section>

      <Section tone="subtle" width="narrow" aria-labelledby="home-cta">
        <SectionHeader id="home-cta" title={homeClosingCta.title} intro={homeClosingCta.text} align="center">
          <div className={actionsCentered}>
            <Button asChild size="lg">
              <Link to={homeClosingCta.primaryCta.href}>{homeClosingCta.primaryCta.label}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={homeClosingCta.secondaryCta.href}>{homeClosingCta.secondaryCta.label}</Link>
            </Button>
          </div>
        </SectionHeader>
      </Section>
    </>
  );
}
