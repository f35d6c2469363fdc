import { Button } from '@company/ui';
import { Link } from 'react-router-dom';
import type { LinkAction } from '../data/types';

interface CtaLinksProps {
  /** The main action, drawn as the solid button. */
  primaryCta: LinkAction;
  /** Its alternative, drawn as an outline button after it. */
  secondaryCta: LinkAction;
}

/** The two links of a call to action as large buttons, for the `actions` of a `Hero` or a `CallToAction`. */
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
