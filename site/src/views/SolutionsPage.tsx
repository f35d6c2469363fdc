import { CallToAction, CaseStudyCard, Hero, TechnologyMeterList } from '@company/blocks';
import {
  Card,
  CardBody,
  CardGrid,
  CardGridItem,
  CardHeader,
  CardSection,
  CardTitle,
  FeatureList,
  FeatureListItem,
  IconTile,
  Section,
  SectionHeader,
  Stack,
} from '@company/ui';
import { Cloud, Database, Shield, ShoppingCart, Smartphone, Sparkles, Workflow, type LucideIcon } from 'lucide-react';
import {
  solutionCaseStudies,
  solutions,
  solutionsClosingCta,
  solutionsHero,
  solutionsMeta,
  solutionsSections,
  technologies,
  type Solution,
  type SolutionIcon,
} from '../data/solutions';
import type { PageHeadProps } from '../seo/PageHead';
import { CtaLinks } from './CtaLinks';

const icons: Record<SolutionIcon, LucideIcon> = {
  Cloud,
  Shield,
  Smartphone,
  Database,
  Workflow,
  ShoppingCart,
};

const { offerings, technologies: technologiesSection, caseStudies } = solutionsSections;

/** What the page tells search engines and link previews. */
export const solutionsHead: PageHeadProps = { title: solutionsMeta.title, description: solutionsMeta.description };

export function SolutionsPage() {
  return (
    <>
      <Hero
        title={solutionsHero.title}
        text={solutionsHero.lead}
        actions={
          <CtaLinks primaryCta={solutionsClosingCta.primaryCta} secondaryCta={solutionsClosingCta.secondaryCta} />
        }
      />

      <Section aria-labelledby="solutions-offerings">
        <SectionHeader id="solutions-offerings" title={offerings.title} intro={offerings.intro} />
        <CardGrid as="ul" columns={3}>
          {solutions.map((solution) => (
            <CardGridItem key={solution.id}>
              <SolutionCard solution={solution} />
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>

      <Section tone="subtle" aria-labelledby="solutions-technologies">
        <SectionHeader
          id="solutions-technologies"
          title={technologiesSection.title}
          intro={technologiesSection.intro}
        />
        <Card size="lg">
          <TechnologyMeterList technologies={technologies} columns={2} />
        </Card>
      </Section>

      <Section aria-labelledby="solutions-case-studies">
        <SectionHeader id="solutions-case-studies" title={caseStudies.title} intro={caseStudies.intro} />
        <CardGrid as="ul" columns={3}>
          {solutionCaseStudies.map((study) => (
            <CardGridItem key={study.title}>
              <CaseStudyCard
                title={study.title}
                client={`${study.client} · ${study.sector}`}
                challenge={study.challenge}
                solution={study.solution}
                results={study.results}
              />
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>

      <CallToAction
        titleId="solutions-cta"
        tone="muted"
        title={solutionsClosingCta.title}
        description={solutionsClosingCta.text}
        actions={<CtaLinks {...solutionsClosingCta} />}
      />
    </>
  );
}

function SolutionCard({ solution }: { solution: Solution }) {
  const Icon = icons[solution.icon];
  const titleId = `solution-${solution.id}`;
  return (
    <Card asChild>
      <article aria-labelledby={titleId}>
        <CardHeader>
          <IconTile icon={<Icon />} size="lg" />
          <CardTitle id={titleId}>{solution.title}</CardTitle>
        </CardHeader>
        <CardBody>
          <Stack gap="5">
            <p>{solution.description}</p>
            <CardSection title={offerings.featuresHeading}>
              <FeatureList>
                {solution.features.map((feature) => (
                  <FeatureListItem key={feature}>{feature}</FeatureListItem>
                ))}
              </FeatureList>
            </CardSection>
            <CardSection title={offerings.benefitsHeading}>
              <FeatureList>
                {solution.benefits.map((benefit) => (
                  <FeatureListItem key={benefit} icon={<Sparkles />}>
                    {benefit}
                  </FeatureListItem>
                ))}
              </FeatureList>
            </CardSection>
          </Stack>
        </CardBody>
      </article>
    </Card>
  );
}
