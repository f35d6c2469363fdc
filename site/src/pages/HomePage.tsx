import { Button, Hero, Section, SectionHeader, Stat, StatGrid } from '@company/ui';
import { Link } from 'react-router-dom';
import { PageHead } from '../components/PageHead';
import { site } from '../config/site';
import { homeClosingCta, homeFigures, homeHero, homeTrust } from '../data/home';

export function HomePage() {
  return (
    <>
      <PageHead
        title="Accueil"
        description={`${site.brand}, services informatiques et externalisation à Toamasina, Madagascar\u00a0: centre de relation client 24/7, BPO, développement web et mobile, marketing digital et design.`}
      />
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
        <SectionHeader id="home-figures" title={homeTrust.claim} intro={homeTrust.text} align="center" />
        <StatGrid>
          {homeFigures.map(({ value, label }) => (
            <Stat key={label} value={value} label={label} />
          ))}
        </StatGrid>
      </Section>
      <Section tone="subtle" aria-labelledby="home-cta" width="narrow">
        <SectionHeader id="home-cta" title={homeClosingCta.title} intro={homeClosingCta.text} align="center">
          <Button asChild size="lg">
            <Link to={homeClosingCta.primaryCta.href}>{homeClosingCta.primaryCta.label}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={homeClosingCta.secondaryCta.href}>{homeClosingCta.secondaryCta.label}</Link>
          </Button>
        </SectionHeader>
      </Section>
    </>
  );
}
