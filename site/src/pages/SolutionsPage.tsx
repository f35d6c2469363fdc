import {
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  CaseStudyCard,
  FeatureList,
  FeatureListItem,
  Hero,
  IconTile,
  Section,
  SectionHeader,
  TechnologyMeterList,
} from '@company/ui';
import { Cloud, Database, Shield, ShoppingCart, Smartphone, Sparkles, Workflow, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
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
import { PageHead } from '../seo/PageHead';
import * as styles from './SolutionsPage.css';

const icons: Record<SolutionIcon, LucideIcon> = {
  Cloud,
  Shield,
  Smartphone,
  Database,
  Workflow,
  ShoppingCart,
};

const { offerings, technologies: technologiesSection, caseStudies } = solutionsSections;

export function SolutionsPage() {
  return (
    <>
      <PageHead title={solutionsMeta.title} description={solutionsMeta.description} />
      <Hero
        title={solutionsHero.title}
        text={solutionsHero.lead}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={solutionsClosingCta.primaryCta.href}>{solutionsClosingCta.primaryCta.label}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={solutionsClosingCta.secondaryCta.href}>{solutionsClosingCta.secondaryCta.label}</Link>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="solutions-offerings">
        <SectionHeader id="solutions-offerings" title={offerings.title} intro={offerings.intro} />
        <ul className={styles.cardGrid}>
          {solutions.map((solution) => (
            <li key={solution.id} className={styles.cardGridItem}>
              <SolutionCard solution={solution} />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="subtle" aria-labelledby="solutions-technologies">
        <SectionHeader
          id="solutions-technologies"
          title={technologiesSection.title}
          intro={technologiesSection.intro}
        />
        <div className={styles.technologyPanel}>
          <TechnologyMeterList technologies={technologies} columns={2} />
        </div>
      </Section>

      <Section aria-labelledby="solutions-case-studies">
        <SectionHeader id="solutions-case-studies" title={caseStudies.title} intro={caseStudies.intro} />
        <ul className={styles.cardGrid}>
          {solutionCaseStudies.map((study) => (
            <li key={study.title} className={styles.cardGridItem}>
              <CaseStudyCard
                title={study.title}
                client={`${study.client} · ${study.sector}`}
                challenge={study.challenge}
                solution={study.solution}
                results={study.results}
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" width="narrow" aria-labelledby="solutions-cta">
        <SectionHeader
          id="solutions-cta"
          title={solutionsClosingCta.title}
          intro={solutionsClosingCta.text}
          align="center"
        >
          <Button asChild size="lg">
            <Link to={solutionsClosingCta.primaryCta.href}>{solutionsClosingCta.primaryCta.label}</Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={solutionsClosingCta.secondaryCta.href}>{solutionsClosingCta.secondaryCta.label}</Link>
          </Button>
        </SectionHeader>
      </Section>
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
        <CardBody className={styles.cardBody}>
          <p className={styles.description}>{solution.description}</p>
          <div className={styles.listGroup}>
            <h4 className={styles.listHeading}>{offerings.featuresHeading}</h4>
            <FeatureList>
              {solution.features.map((feature) => (
                <FeatureListItem key={feature}>{feature}</FeatureListItem>
              ))}
            </FeatureList>
          </div>
          <div className={styles.listGroup}>
            <h4 className={styles.listHeading}>{offerings.benefitsHeading}</h4>
            <FeatureList>
              {solution.benefits.map((benefit) => (
                <FeatureListItem key={benefit} icon={<Sparkles className={styles.benefitIcon} />}>
                  {benefit}
                </FeatureListItem>
              ))}
            </FeatureList>
          </div>
        </CardBody>
      </article>
    </Card>
  );
}
