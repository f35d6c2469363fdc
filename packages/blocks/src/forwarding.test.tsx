import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import { createRef, type ReactElement, type Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as blocks from './index';
import {
  AttacksTable,
  CallToAction,
  CaseStudyCard,
  ContactDetails,
  DocCard,
  Hero,
  SecurityStatCard,
  ServiceCard,
  SiteFooter,
  SiteHeader,
  SupportChannelCard,
  TeamMemberCard,
  TechnologyMeter,
  TechnologyMeterList,
  UnderConstruction,
} from './index';
import { siteHeaderProps } from './SiteHeader/SiteHeader.fixtures';

/**
 * Like `@company/ui`'s components, a block puts `className`, `ref` and the rest of the props (here
 * `data-testid`) on one element: its outermost one.
 */
interface ConsumerProps {
  className: string;
  'data-testid': string;
  // Each block types its own element; the test only reads the node back.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ref: Ref<any>;
}

// TeamMemberCard's `role` is a job title, not an ARIA role.
const jobTitle = 'Développeuse';

const cases: Record<string, (props: ConsumerProps) => ReactElement> = {
  SiteHeader: (p) => <SiteHeader {...p} {...siteHeaderProps} />,
  SiteFooter: (p) => <SiteFooter {...p} brand="Marque" copyright="© Marque" />,
  Hero: (p) => <Hero {...p} title="Titre" />,
  CallToAction: (p) => <CallToAction {...p} title="Prêt à démarrer ?" actions={<a href="/contact">Contact</a>} />,
  UnderConstruction: (p) => <UnderConstruction {...p} />,
  ServiceCard: (p) => <ServiceCard {...p} icon="★" name="Web" description="Sites" />,
  TeamMemberCard: (p) => <TeamMemberCard {...p} name="Aina Rakoto" role={jobTitle} />,
  CaseStudyCard: (p) => (
    <CaseStudyCard {...p} title="Projet" client="Client" challenge="Défi" solution="Solution" results={['Résultat']} />
  ),
  TechnologyMeter: (p) => <TechnologyMeter {...p} name="React" proficiency={80} />,
  TechnologyMeterList: (p) => <TechnologyMeterList {...p} technologies={[{ name: 'React', proficiency: 80 }]} />,
  SupportChannelCard: (p) => (
    <SupportChannelCard {...p} icon="★" title="Téléphone" availability="9 h – 18 h" responseTime="1 h" />
  ),
  DocCard: (p) => <DocCard {...p} title="Guide" />,
  ContactDetails: (p) => <ContactDetails {...p} phone="+261 20 00 000 00" />,
  SecurityStatCard: (p) => <SecurityStatCard {...p} icon="★" value="12" label="Attaques bloquées" />,
  AttacksTable: (p) => <AttacksTable {...p} attacks={[]} />,
};

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('className, ref and rest props', () => {
  it('covers every block', () => {
    const components = Object.entries(blocks)
      .filter(([name, value]) => /^[A-Z]/.test(name) && typeof value === 'function')
      .map(([name]) => name);
    expect(Object.keys(cases).sort()).toEqual(components.sort());
  });

  it.each(Object.entries(cases))('%s puts them on its outermost element', (_name, renderCase) => {
    const ref = createRef<HTMLElement>();
    render(renderCase({ className: 'consumer', 'data-testid': 'consumer', ref }));
    const [element, ...others] = document.querySelectorAll<HTMLElement>('[data-testid="consumer"]');
    expect(element).toBeDefined();
    expect(others).toEqual([]);
    expect(ref.current).toBe(element);
    expect(element).toHaveClass('consumer');
    expect(document.querySelectorAll('.consumer')).toHaveLength(1);
  });
});
