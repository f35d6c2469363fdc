import { Button, Section, SectionHeader, type SectionTone } from '@company/ui';
import { Link } from 'react-router-dom';
import type { LinkAction } from '../data/types';
import { actionsCentered } from './pageLayout.css';

interface CtaLinksProps {
  /** The main action, drawn as the solid button. */
  primaryCta: LinkAction;
  /** Its alternative, drawn as an outline button after it. */
  secondaryCta: LinkAction;
}

/** The two links of a call to action as large buttons, for a `Hero`'s actions or a row of actions. */
export function CtaLinks({ primaryCta, secondaryCta }: CtaLinksProps) {
  return (
    <>
      <Button asChild size="lg">
        <Link to={primaryCta.href}>{primaryCta.label}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={secondaryCta.href}>{secondaryCta.label}</Link>
      </Button>
    </>
  );
}

interface ClosingCtaProps extends CtaLinksProps {
  /** Id of the heading, which names the section. */
  id: string;
  title: string;
  text: string;
  /** Background of the band, to alternate with the section above. */
  tone?: SectionTone;
}

/** The band that ends a page: a centred heading, a sentence and the two links of its call to action. */
export function ClosingCta({ id, title, text, tone, primaryCta, secondaryCta }: ClosingCtaProps) {
  return (
    <Section tone={tone} width="narrow" aria-labelledby={id}>
      <SectionHeader id={id} title={title} intro={text} align="center">
        <div className={actionsCentered}>
          <CtaLinks primaryCta={primaryCta} secondaryCta={secondaryCta} />
        </div>
      </SectionHeader>
    </Section>
  );
}
