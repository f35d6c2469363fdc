import {
  Alert,
  Button,
  CallToAction,
  Card,
  CardBody,
  CardGrid,
  CardGridItem,
  CardHeader,
  CardLink,
  CardTitle,
  DescriptionList,
  Field,
  Grid,
  Hero,
  IconCard,
  Section,
  SectionHeader,
  Select,
  Stack,
  StatusList,
  SupportChannelCard,
  Text,
  TextArea,
  TextInput,
  type BadgeTone,
} from '@company/ui';
import { BookOpen, CircleHelp, Mail, MessageCircle, Phone, Send, Users, Video } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contactForm } from '../data/contact';
import {
  defaultPriority,
  priorityOptions,
  quickResources,
  serviceStatus,
  serviceStatusLabels,
  supportChannels,
  supportCta,
  supportForm,
  supportHero,
  supportHours,
  supportSections,
  type QuickResourceIcon,
  type ServiceStatusState,
  type SupportChannel,
  type SupportChannelIcon,
  type SupportPriority,
} from '../data/support';
import { PageHead } from '../seo/PageHead';

/** Asks the chat assistant, mounted by the layout, to open its panel. */
function openChat() {
  window.dispatchEvent(new CustomEvent('company:open-chat'));
}

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
    <button type="button" onClick={openChat}>
      {channel.actionLabel}
    </button>
  );
}

export function SupportPage() {
  return (
    <>
      <PageHead title={supportHero.title} description={supportHero.metaDescription} />
      <Hero
        title={supportHero.title}
        text={supportHero.lead}
        actions={
          <>
            <Button size="lg" icon={<MessageCircle />} onClick={openChat}>
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
            <SupportForm />
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
            <Button size="lg" icon={<MessageCircle />} onClick={openChat}>
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

interface SupportRequest {
  name: string;
  email: string;
  subject: string;
  priority: SupportPriority;
  message: string;
}

type RequiredField = 'name' | 'email' | 'subject' | 'message';

const emptyRequest: SupportRequest = { name: '', email: '', subject: '', priority: defaultPriority, message: '' };

const blankErrors: Record<RequiredField, string> = {
  name: contactForm.errors.nameRequired,
  email: contactForm.errors.emailRequired,
  subject: contactForm.errors.subjectRequired,
  message: contactForm.errors.messageRequired,
};

const requiredFields = Object.keys(blankErrors) as RequiredField[];

/**
 * The support request form. The browser checks the required fields and the e-mail format; only
 * answers made of spaces get past it, and they get a message under their field. Nothing is sent
 * anywhere (spec §7): a valid request clears the form and shows a confirmation.
 */
function SupportForm() {
  const [request, setRequest] = useState<SupportRequest>(emptyRequest);
  const [errors, setErrors] = useState<Partial<Record<RequiredField, string>>>({});
  const [sent, setSent] = useState(false);
  const { fields } = supportForm;

  const update =
    (field: keyof SupportRequest) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.currentTarget;
      setRequest((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      setSent(false);
    };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const blank = requiredFields.filter((field) => request[field].trim() === '');
    if (blank.length > 0) {
      setErrors(Object.fromEntries(blank.map((field) => [field, blankErrors[field]])));
      setSent(false);
      const firstBlank = event.currentTarget.elements.namedItem(blank[0] ?? '');
      if (firstBlank instanceof HTMLElement) firstBlank.focus();
      return;
    }
    setRequest(emptyRequest);
    setErrors({});
    setSent(true);
  };

  return (
    <form onSubmit={handleSubmit} aria-labelledby="support-form">
      <Stack gap="5">
        <Text size="bodySmall" tone="muted">
          {supportForm.requiredNote}
        </Text>
        <Grid columns={2} collapseBelow="sm" gap="5">
          <Field label={fields.name.label} required error={errors.name}>
            <TextInput
              name="name"
              autoComplete={fields.name.autoComplete}
              placeholder={fields.name.placeholder}
              value={request.name}
              onChange={update('name')}
            />
          </Field>
          <Field label={fields.email.label} required error={errors.email}>
            <TextInput
              type="email"
              name="email"
              autoComplete={fields.email.autoComplete}
              placeholder={fields.email.placeholder}
              value={request.email}
              onChange={update('email')}
            />
          </Field>
        </Grid>
        <Grid columns={2} collapseBelow="sm" gap="5">
          <Field label={fields.subject.label} required error={errors.subject}>
            <TextInput
              name="subject"
              placeholder={fields.subject.placeholder}
              value={request.subject}
              onChange={update('subject')}
            />
          </Field>
          <Field label={fields.priority.label}>
            <Select name="priority" value={request.priority} onChange={update('priority')}>
              {priorityOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          </Field>
        </Grid>
        <Field label={fields.message.label} required error={errors.message}>
          <TextArea
            name="message"
            rows={supportForm.messageRows}
            placeholder={fields.message.placeholder}
            value={request.message}
            onChange={update('message')}
          />
        </Field>
        <Stack direction="row">
          <Button type="submit" size="lg" icon={<Send />}>
            {supportForm.submitLabel}
          </Button>
        </Stack>
        {/* The live region stays in the page, so the confirmation that appears in it is announced. */}
        <div role="status">
          {sent ? (
            <Alert tone="success" live="off" title={supportForm.successTitle}>
              {supportForm.successText}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </form>
  );
}
