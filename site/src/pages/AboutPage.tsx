import {
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  Hero,
  IconTile,
  Section,
  SectionHeader,
  TeamMemberCard,
  Timeline,
  TimelineItem,
} from '@company/ui';
import { Award, Eye, Lightbulb, ShieldCheck, Target, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  aboutClosingCta,
  aboutDescription,
  aboutHero,
  aboutSections,
  milestones,
  mission,
  team,
  values,
  vision,
  type AboutValueIcon,
} from '../data/about';
import { PageHead } from '../seo/PageHead';
import { actionsCentered, cardGrid, cardGridItem } from './pageLayout.css';

const valueIcons: Record<AboutValueIcon, LucideIcon> = { Award, Users, Lightbulb, ShieldCheck };

const purpose = [
  { block: mission, Icon: Target },
  { block: vision, Icon: Eye },
];

export function AboutPage() {
  return (
    <>
      <PageHead title="À propos" description={aboutDescription} />
      <Hero
        title={aboutHero.title}
        text={aboutHero.lead}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={aboutHero.primaryCta.href}>{aboutHero.primaryCta.label}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={aboutHero.secondaryCta.href}>{aboutHero.secondaryCta.label}</Link>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="about-purpose">
        <SectionHeader id="about-purpose" title={aboutSections.purposeTitle} />
        <ul className={cardGrid[2]}>
          {purpose.map(({ block, Icon }) => (
            <li key={block.title} className={cardGridItem}>
              <Card>
                <CardHeader>
                  <IconTile icon={<Icon />} />
                  <CardTitle level={3}>{block.title}</CardTitle>
                </CardHeader>
                <CardBody>
                  <p>{block.text}</p>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="subtle" aria-labelledby="about-values">
        <SectionHeader id="about-values" title={aboutSections.valuesTitle} intro={aboutSections.valuesIntro} />
        <ul className={cardGrid[4]}>
          {values.map((value) => {
            const Icon = valueIcons[value.icon];
            return (
              <li key={value.title} className={cardGridItem}>
                <Card>
                  <CardHeader>
                    <IconTile icon={<Icon />} />
                    <CardTitle level={3}>{value.title}</CardTitle>
                  </CardHeader>
                  <CardBody>
                    <p>{value.description}</p>
                  </CardBody>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section aria-labelledby="about-history">
        <SectionHeader id="about-history" title={aboutSections.historyTitle} intro={aboutSections.historyIntro} />
        <Timeline>
          {milestones.map((milestone) => (
            <TimelineItem
              key={milestone.date}
              date={milestone.date}
              dateLabel={milestone.dateLabel}
              title={milestone.title}
            >
              <p>{milestone.description}</p>
            </TimelineItem>
          ))}
        </Timeline>
      </Section>

      <Section tone="subtle" aria-labelledby="about-team">
        <SectionHeader id="about-team" title={aboutSections.teamTitle} intro={aboutSections.teamIntro} />
        <ul className={cardGrid[4]}>
          {team.map((member) => (
            <li key={member.id} className={cardGridItem}>
              <TeamMemberCard name={member.name} role={member.role} description={member.description} />
            </li>
          ))}
        </ul>
      </Section>

      <Section width="narrow" aria-labelledby="about-closing">
        <SectionHeader id="about-closing" title={aboutClosingCta.title} intro={aboutClosingCta.text} align="center">
          <div className={actionsCentered}>
            <Button asChild size="lg">
              <Link to={aboutClosingCta.primaryCta.href}>{aboutClosingCta.primaryCta.label}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={aboutClosingCta.secondaryCta.href}>{aboutClosingCta.secondaryCta.label}</Link>
            </Button>
          </div>
        </SectionHeader>
      </Section>
    </>
  );
}
