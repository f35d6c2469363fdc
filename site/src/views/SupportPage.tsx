import { CallToAction, Hero, SupportChannelCard } from '@company/blocks';
import {
  Button,
  Card,
  CardBody,
  CardGrid,
  CardGridItem,
  CardHeader,
  CardLink,
  CardTitle,
  DescriptionList,
  Grid,
  IconCard,
  Section,
  SectionHeader,
  Stack,
  StatusList,
  Text,
  type BadgeTone,
} from '@company/ui';
import { BookOpen, CircleHelp, Mail, MessageCircle, Phone, Users, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  quickResources,
  serviceStatus,
  serviceStatusLabels,
  supportChannels,
  supportCta,
  supportHero,
  supportHours,
  supportSections,
  type QuickResourceIcon,
  type ServiceStatusState,
  type SupportChannel,
  type SupportChannelIcon,
} from '../data/support';
import { supportForm } from '@company/contract/forms';
import type { PageHeadProps } from '../seo/PageHead';
import { SupportForm } from './support/SupportForm';
import { opensChatAttribute } from '../features/chat/events';

/** Asks the chat assistant, mounted by the layout, to open its panel. */
function openChat() {
  window.dispatchEvent(new CustomEvent('company:open-chat'));
}

/**
 * What a « start chat » button carries: on a static page, where its `onClick` never runs, the page
 * script opens the chat from this mark (see site/src/boot/pageScript.ts).
 */
const opensChat = { onClick: openChat, [opensChatAttribute]: '' };

const channelIcons: Record<SupportChannelIcon, ReactNode> = {
  Mail: <Mail />,
  MessageCircle: <MessageCircle />,
  Phone: <Phone />,
};

const resourceIcons: Record<QuickResourceIcon, ReactNode> = {
  BookOpen: <BookOpen />,
  CircleHelp: <CircleHelp />,
  Users: <Users />,
  Video: <Video />,
};

const statusTones: Record<ServiceStatusState, BadgeTone> = {
  operational: 'success',
  maintenance: 'warning',
  resolved: 'info',
};

function channelAction(channel: SupportChannel): ReactNode {
  if (channel.href) return <a href={channel.href}>{channel.actionLabel}</a>;
  return (
    <button type="button" {...opensChat}>
      {channel.actionLabel}
    </button>
  );
}

/** What the page tells search engines and link previews. */
export const supportHead: PageHeadProps = { title: supportHero.title, description: supportHero.metaDescription };

export interface SupportPageProps {
  /** The support request form; the site's island on a static page. */
  form?: ReactNode;
}

export function SupportPage({ form = <SupportForm aria-labelledby="support-form" /> }: SupportPageProps) {
  return (
    <>
      <Hero
        title={supportHero.title}
        text={supportHero.lead}
        actions={
          <>
            <Button size="lg" icon={<MessageCircle />} {...opensChat}>
              {supportHero.startChatLabel}
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={supportHero.faqLink.href}>{supportHero.faqLink.label}</Link>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="support-channels">
        <SectionHeader
          id="support-channels"
          title={supportSections.channelsTitle}
          intro={supportSections.channelsIntro}
        />
        <CardGrid as="ul" columns={3}>
          {supportChannels.map((channel) => (
            <CardGridItem key={channel.id}>
              <SupportChannelCard
                icon={channelIcons[channel.icon]}
                title={channel.title}
                description={channel.description}
                availability={channel.availability}
                responseTime={channel.responseTime}
                action={channelAction(channel)}
              />
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>

      <Section tone="subtle" aria-labelledby="support-status">
        <SectionHeader id="support-status" title={supportSections.statusTitle} intro={supportSections.statusIntro} />
        <StatusList
          items={serviceStatus.map((item) => ({
            id: item.id,
            status: serviceStatusLabels[item.state],
            tone: statusTones[item.state],
            title: item.title,
            description: item.description,
            time: item.time,
          }))}
        />
      </Section>

      <Section aria-labelledby="support-resources">
        <SectionHeader
          id="support-resources"
          title={supportSections.resourcesTitle}
          intro={supportSections.resourcesIntro}
        />
        <CardGrid as="ul" columns={4}>
          {quickResources.map((resource) => (
            <CardGridItem key={resource.href}>
              <IconCard
                icon={resourceIcons[resource.icon]}
                title={
                  <CardLink asChild>
                    <Link to={resource.href}>{resource.title}</Link>
                  </CardLink>
                }
                description={resource.description}
              />
            </CardGridItem>
          ))}
        </CardGrid>
      </Section>

      <Section tone="subtle" aria-labelledby="support-form">
        <Grid template="minmax(0, 2fr) minmax(0, 1fr)" collapseBelow="lg" gap="8" align="start">
          <Stack gap="5">
            <SectionHeader id="support-form" title={supportForm.title} />
            {form}
          </Stack>
          <Card variant="elevated">
            <CardHeader>
              <CardTitle level={3}>{supportHours.title}</CardTitle>
            </CardHeader>
            <CardBody>
              <DescriptionList items={supportHours.lines.map((line) => ({ term: line.days, details: line.hours }))} />
              <Text size="bodySmall" tone="muted">
                {supportHours.timeZoneNote}
              </Text>
              <Text size="bodySmall" tone="muted">
                {supportHours.premiumNote}
              </Text>
            </CardBody>
          </Card>
        </Grid>
      </Section>

      <CallToAction
        titleId="support-cta"
        title={supportCta.title}
        description={supportCta.text}
        actions={
          <>
            <Button size="lg" icon={<MessageCircle />} {...opensChat}>
              {supportCta.chatLabel}
            </Button>
            <Button asChild size="lg" variant="secondary" icon={<Phone />}>
              <a href={supportCta.callHref}>{supportCta.callLabel}</a>
            </Button>
          </>
        }
      />
    </>
  );
}
