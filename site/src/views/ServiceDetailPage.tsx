import { CallToAction, CaseStudyCard } from '@company/blocks';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Breadcrumbs,
  Card,
  CardBody,
  CardGrid,
  CardGridItem,
  CardHeader,
  CardTitle,
  FeatureList,
  FeatureListItem,
  Grid,
  IconTile,
  Link as TextLink,
  PricingCards,
  Section,
  SectionHeader,
  Stack,
  Steps,
  Text,
  type PricingPlan,
  type SectionTone,
} from '@company/ui';
import { ArrowLeft } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { RouterLink } from '../components/RouterLink';
import {
  getServiceDetail,
  serviceDetailPage as copy,
  servicePlanTiers,
  type ServiceDetail as ServiceDetailContent,
} from '../data/serviceDetails';
import { planContactHref } from '../data/planChoice';
import { findServiceBySlug, type Service } from '../data/services';
import { serviceJsonLd } from '../seo/jsonLd';
import type { PageHeadProps } from '../seo/PageHead';
import { CtaLinks } from './CtaLinks';
import { ServiceIcon } from './serviceIcons';
import * as styles from './ServiceDetailPage.css';

type SectionName = 'benefits' | 'features' | 'process' | 'pricing' | 'cases' | 'faq' | 'closing';

/** Inline position of a list item, from which its entrance delay is computed in CSS. */
function staggerStyle(index: number): CSSProperties {
  return { [styles.staggerIndexProperty]: index } as CSSProperties;
}

export interface ServiceDetailPageProps {
  /** The service's slug; the route's `:serviceSlug` when not given. */
  serviceSlug?: string;
  /** The service pages' texts by service id (src/content/services). */
  details: Readonly<Record<number, ServiceDetailContent>>;
}

/** The page of one service; its slug comes from the route's `:serviceSlug` unless given. */
export function ServiceDetailPage({ serviceSlug, details }: ServiceDetailPageProps) {
  const params = useParams();
  const service = findServiceBySlug(serviceSlug ?? params.serviceSlug ?? '');
  if (!service) {
    // Spec §2: an unknown slug lands on the catalogue, and the bad address leaves the history.
    return <Navigate to="/services" replace />;
  }
  return <ServiceDetail service={service} detail={getServiceDetail(service, details)} />;
}

interface ServiceDetailProps {
  service: Service;
  detail: ServiceDetailContent;
}

const serviceHref = (service: Service) => `/services/${service.slug}`;
const serviceTrail = (service: Service) => [
  copy.breadcrumbHome,
  copy.breadcrumbServices,
  { label: service.name, href: serviceHref(service) },
];

/** What a service's page tells search engines and link previews. */
export function serviceHead(service: Service): PageHeadProps {
  return {
    title: service.name,
    description: service.description,
    breadcrumbs: serviceTrail(service),
    jsonLd: [serviceJsonLd({ name: service.name, description: service.description, href: serviceHref(service) })],
  };
}

function ServiceDetail({ service, detail }: ServiceDetailProps) {
  const trail = serviceTrail(service);

  const hasFeatures = detail.keyFeatures.length > 0;
  const hasProcess = detail.process.length > 0;
  const hasCases = detail.caseStudies.length > 0;
  const hasFaq = detail.faq.length > 0;
  const shown = (
    [
      'benefits',
      hasFeatures && 'features',
      hasProcess && 'process',
      'pricing',
      hasCases && 'cases',
      hasFaq && 'faq',
      'closing',
    ] as const
  ).filter((name): name is SectionName => name !== false);
  // Bands alternate whichever optional sections a service has; the opening band is subtle.
  const tone = (name: SectionName): SectionTone => (shown.indexOf(name) % 2 === 0 ? 'default' : 'subtle');

  const plans: PricingPlan[] = servicePlanTiers.map((tier) => {
    const plan = detail.pricing[tier];
    return {
      id: tier,
      name: plan.name,
      price: plan.price,
      period: plan.period,
      description: plan.scope,
      features: plan.features,
      cta: <Link to={planContactHref({ offerSlug: service.slug, name: plan.name })}>{copy.planCta.label}</Link>,
    };
  });

  return (
    <>
      <Section tone="subtle" aria-labelledby="service-title">
        <Stack direction="row" wrap align="center" justify="between" gap="3">
          <Breadcrumbs items={trail} linkComponent={RouterLink} />
          <Text as="span" size="bodySmall" weight="semibold">
            <TextLink asChild underline="hover" icon={<ArrowLeft />}>
              <Link to={copy.backLink.href}>{copy.backLink.label}</Link>
            </TextLink>
          </Text>
        </Stack>
        <Grid template="auto minmax(0, 1fr)" collapseBelow="md" gap="5" wideGap="6" align="start">
          <IconTile icon={<ServiceIcon name={service.icon} />} size="lg" />
          <SectionHeader
            id="service-title"
            level={1}
            title={service.name}
            intro={detail.fullDescription}
            actions={<CtaLinks primaryCta={copy.primaryCta} secondaryCta={copy.secondaryCta} />}
          />
        </Grid>
      </Section>

      <Section tone={tone('benefits')} aria-labelledby="service-benefits">
        <SectionHeader id="service-benefits" title={copy.benefitsTitle} />
        <FeatureList columns={2}>
          {detail.benefits.map((benefit, index) => (
            <FeatureListItem key={benefit} className={styles.staggerItem} style={staggerStyle(index)}>
              {benefit}
            </FeatureListItem>
          ))}
        </FeatureList>
      </Section>

      {hasFeatures ? (
        <Section tone={tone('features')} aria-labelledby="service-features">
          <SectionHeader id="service-features" title={copy.keyFeaturesTitle} />
          <CardGrid as="ul" columns={3}>
            {detail.keyFeatures.map((feature, index) => (
              <CardGridItem key={feature.title} className={styles.staggerItem} style={staggerStyle(index)}>
                <Card>
                  <CardHeader>
                    <CardTitle level={3}>{feature.title}</CardTitle>
                  </CardHeader>
                  <CardBody>
                    <p>{feature.description}</p>
                  </CardBody>
                </Card>
              </CardGridItem>
            ))}
          </CardGrid>
        </Section>
      ) : null}

      {hasProcess ? (
        <Section tone={tone('process')} aria-labelledby="service-process">
          <SectionHeader id="service-process" title={copy.processTitle} intro={copy.processIntro} />
          <Steps items={detail.process} className={styles.staggerChildren} />
        </Section>
      ) : null}

      <Section tone={tone('pricing')} aria-labelledby="service-pricing">
        <SectionHeader id="service-pricing" title={copy.pricingTitle} intro={copy.pricingIntro} />
        <PricingCards plans={plans} className={styles.staggerChildren} />
      </Section>

      {hasCases ? (
        <Section tone={tone('cases')} aria-labelledby="service-cases">
          <SectionHeader id="service-cases" title={copy.caseStudiesTitle} intro={copy.caseStudiesIntro} />
          <CardGrid as="ul" columns={2}>
            {detail.caseStudies.map((study, index) => (
              <CardGridItem key={study.title} className={styles.staggerItem} style={staggerStyle(index)}>
                <CaseStudyCard
                  title={study.title}
                  client={study.client}
                  duration={study.duration}
                  challenge={study.challenge}
                  solution={study.solution}
                  results={study.results}
                />
              </CardGridItem>
            ))}
          </CardGrid>
        </Section>
      ) : null}

      {hasFaq ? (
        <Section tone={tone('faq')} width="narrow" aria-labelledby="service-faq">
          <SectionHeader id="service-faq" title={copy.faqTitle} />
          <Accordion type="multiple" headingLevel={3}>
            {detail.faq.map((item, index) => (
              <AccordionItem
                key={item.question}
                value={`question-${index + 1}`}
                className={styles.staggerItem}
                style={staggerStyle(index)}
              >
                <AccordionTrigger>{item.question}</AccordionTrigger>
                <AccordionContent>
                  <p>{item.answer}</p>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </Section>
      ) : null}

      <CallToAction
        titleId="service-closing"
        tone={tone('closing')}
        title={copy.closingTitle}
        description={copy.closingText}
        actions={<CtaLinks primaryCta={copy.closingPrimaryCta} secondaryCta={copy.closingSecondaryCta} />}
      />
    </>
  );
}
