import { CallToAction, Hero, TeamMemberCard } from '@company/blocks';
import { CardGrid, CardGridItem, IconCard, Section, SectionHeader, Timeline, TimelineItem } from '@company/ui';
import { Award, Eye, Lightbulb, ShieldCheck, Target, Users, type LucideIcon } from 'lucide-react';
import {
  aboutClosingCta,
  aboutDescription,
  aboutHero,
  aboutSections,
  mission,
  values,
  vision,
  type AboutValueIcon,
  type Milestone,
  type TeamMember,
} from '../data/about';
import type { PageHeadProps } from '../seo/PageHead';
import { CtaLinks } from './CtaLinks';

const valueIcons: Record<AboutValueIcon, LucideIcon> = { Award, Users, Lightbulb, ShieldCheck };

const purpose = [
  { block: mission, Icon: Target },
  { block: vision, Icon: Eye },
];

/** What the page tells search engines and link previews. */
export const aboutHead: PageHeadProps = { title: 'À propos', description: aboutDescription };

export interface AboutPageProps {
  /** The team in its order (src/content/team). */
  team: TeamMember[];
  /** The company's history from its foundation (src/content/milestones). */
  milestones: Milestone[];
}

export function AboutPage({ team, milestones }: AboutPageProps) {
  return (
    <>
      <Hero
        title={aboutHero.title}
        text={aboutHero.lead}
        actions={<CtaLinks primaryCta={aboutHero.primaryCta} secondaryCta={aboutHero.secondaryCta} />}
      />

      <Section aria-labelledby="about-purpose">
        <SectionHeader id="about-purpose" title={aboutSections.purposeTitle} />
        <CardGrid as="ul" columns={2}>
          {purpose.map(({ block, Icon }) => (
            <CardGridItem key={block.title}>
              <IconCard icon={<Icon />} title={block.title} description={block.text} />
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>

      <Section tone="subtle" aria-labelledby="about-values">
        <SectionHeader id="about-values" title={aboutSections.valuesTitle} intro={aboutSections.valuesIntro} />
        <CardGrid as="ul" columns={4}>
          {values.map((value) => {
            const Icon = valueIcons[value.icon];
            return (
              <CardGridItem key={value.title}>
                <IconCard icon={<Icon />} title={value.title} description={value.description} />
              </CardGridItem>
            );
          })}
        </CardGrid>
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
        <CardGrid as="ul" columns={4}>
          {team.map((member) => (
            <CardGridItem key={member.id}>
              <TeamMemberCard name={member.name} role={member.role} description={member.description} />
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>

      <CallToAction
        titleId="about-closing"
        title={aboutClosingCta.title}
        description={aboutClosingCta.text}
        actions={<CtaLinks {...aboutClosingCta} />}
      />
    </>
  );
}
