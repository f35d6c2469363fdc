import { CallToAction, Hero } from '@company/blocks';
import {
  Button,
  Card,
  CardBody,
  CardFooter,
  CardGrid,
  CardGridItem,
  CardHeader,
  CardTitle,
  FeatureList,
  FeatureListItem,
  Grid,
  Heading,
  IconTile,
  PricingCards,
  Section,
  SectionHeader,
  Stack,
  Text,
  type PricingPlan as PricingCardsPlan,
} from '@company/ui';
import { GraduationCap, Wrench, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  additionalServices,
  pricingClosingCta,
  pricingHero,
  pricingMeta,
  pricingPlans,
  pricingSections,
  type AdditionalService,
} from '../data/pricing';
import type { PageHeadProps } from '../seo/PageHead';
import { CtaLinks } from './CtaLinks';

const serviceIcons: Record<string, LucideIcon> = { maintenance: Wrench, training: GraduationCap };

const plans: PricingCardsPlan[] = pricingPlans.map(({ cta, ...plan }) => ({
  ...plan,
  cta: <Link to={cta.href}>{cta.label}</Link>,
}));

const { plans: plansSection, savings, additional } = pricingSections;

/** What the page tells search engines and link previews. */
export const pricingHead: PageHeadProps = { title: pricingMeta.title, description: pricingMeta.description };

export function PricingPage() {
  return (
    <>
      <Hero title={pricingHero.title} text={pricingHero.lead} />

      <Section aria-labelledby="pricing-plans">
        <SectionHeader id="pricing-plans" title={plansSection.title} intro={plansSection.intro} align="center" />
        <PricingCards plans={plans} />
      </Section>

      <Section aria-labelledby="pricing-savings">
        <Card variant="brand" size="lg">
          <Grid template="auto minmax(0, 1fr)" collapseBelow="md" gap="6" wideGap="10" align="center">
            <Heading asChild size="heading1" tone="brand">
              <p aria-hidden="true">{savings.figure}</p>
            </Heading>
            <SectionHeader id="pricing-savings" eyebrow={savings.eyebrow} title={savings.title} intro={savings.text} />
          </Grid>
        </Card>
      </Section>

      <Section tone="subtle" aria-labelledby="pricing-additional">
        <SectionHeader id="pricing-additional" title={additional.title} intro={additional.intro} />
        <CardGrid as="ul" columns={2}>
          {additionalServices.map((service) => (
            <CardGridItem key={service.id}>
              <AdditionalServiceCard service={service} />
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>

      <CallToAction
        titleId="pricing-cta"
        title={pricingClosingCta.title}
        description={pricingClosingCta.text}
        actions={<CtaLinks {...pricingClosingCta} />}
      />
    </>
  );
}

function AdditionalServiceCard({ service }: { service: AdditionalService }) {
  const Icon = serviceIcons[service.id] ?? Wrench;
  const titleId = `additional-${service.id}`;
  return (
    <Card asChild>
      <article aria-labelledby={titleId}>
        <CardHeader>
          <Stack direction="row" align="center" gap="3">
            <IconTile icon={<Icon />} />
            <CardTitle id={titleId}>{service.title}</CardTitle>
          </Stack>
        </CardHeader>
        <CardBody>
          <p>{service.description}</p>
          <Text size="bodyLarge" weight="bold" tone="brand">
            {service.price}
          </Text>
          <FeatureList>
            {service.features.map((feature) => (
              <FeatureListItem key={feature}>{feature}</FeatureListItem>
            ))}
          </FeatureList>
        </CardBody>
        <CardFooter>
          <Button asChild variant="outline">
            <Link to={service.cta.href}>{service.cta.label}</Link>
          </Button>
        </CardFooter>
      </article>
    </Card>
  );
}
