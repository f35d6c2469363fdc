import { CallToAction, Hero } from '@company/blocks';
import { Button, Section, SectionHeader, Stack, Stat, StatGrid } from '@company/ui';
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
import type { PageHeadProps } from '../seo/PageHead';
import { CtaLinks } from './CtaLinks';
import { ServiceCardGrid } from './ServiceCardGrid';

/** What the page tells search engines and link previews. */
export const homeHead: PageHeadProps = { title: 'Accueil', description: homeDescription };

export function HomePage() {
  return (
    <>
      <Hero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        text={homeHero.lead}
        actions={<CtaLinks primaryCta={homeHero.primaryCta} secondaryCta={homeHero.secondaryCta} />}
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
        <ServiceCardGrid
          services={featuredServices}
          columns={4}
          actionLabel={homeFeaturedServices.cardActionLabel}
          maxFeatures={3}
        />
        <Stack direction="row" justify="center">
          <Button asChild size="lg" variant="outline">
            <Link to={homeFeaturedServices.allServicesLink.href}>{homeFeaturedServices.allServicesLink.label}</Link>
          </Button>
        </Stack>
      </Section>

      <Section width="narrow" aria-labelledby="home-trust">
        <SectionHeader id="home-trust" title={homeTrust.claim} intro={homeTrust.text} align="center" />
      </Section>

      <CallToAction
        titleId="home-cta"
        tone="subtle"
        title={homeClosingCta.title}
        description={homeClosingCta.text}
        actions={<CtaLinks {...homeClosingCta} />}
      />
    </>
  );
}
