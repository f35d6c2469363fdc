import { Hero } from '@company/blocks';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Button,
  Heading,
  Section,
  SectionHeader,
  Stack,
} from '@company/ui';
import { Link } from 'react-router-dom';
import type { FaqCategory } from '../content/faq';
import { faqHero, faqLinks, faqMeta, faqSections } from '../data/faq';
import { faqPageJsonLd } from '../seo/jsonLd';
import type { PageHeadProps } from '../seo/PageHead';

const categoryHeadingId = (id: string) => `faq-${id}`;

/** What the page tells search engines and link previews. */
export const faqHead = (categories: FaqCategory[]): PageHeadProps => ({
  title: faqMeta.title,
  description: faqMeta.description,
  jsonLd: [faqPageJsonLd(categories.flatMap((category) => category.items))],
});

export interface FaqPageProps {
  /** The FAQ's themes (src/content/faq). */
  categories: FaqCategory[];
}

export function FaqPage({ categories }: FaqPageProps) {
  return (
    <>
      <Hero
        title={faqHero.title}
        text={faqHero.lead}
        actions={
          <nav aria-label={faqSections.tocLabel}>
            <Stack as="ul" direction="row" wrap gap="2">
              {categories.map((category) => (
                <li key={category.id}>
                  <Button asChild variant="secondary" size="sm">
                    <a href={`#${categoryHeadingId(category.id)}`}>{category.title}</a>
                  </Button>
                </li>
              ))}
            </Stack>
          </nav>
        }
      />

      <Section width="narrow" aria-label={faqSections.categoriesLabel}>
        <Stack gap="12">
          {categories.map((category) => {
            const headingId = categoryHeadingId(category.id);
            return (
              <section key={category.id} aria-labelledby={headingId}>
                <Stack gap="4">
                  <Heading id={headingId} level={2} size="heading3" weight="bold">
                    {category.title}
                  </Heading>
                  {/* Several answers may stay open at once, so visitors can compare them. */}
                  <Accordion type="multiple" headingLevel={3}>
                    {category.items.map((item, index) => (
                      <AccordionItem key={item.question} value={`${category.id}-${index}`}>
                        <AccordionTrigger>{item.question}</AccordionTrigger>
                        <AccordionContent>
                          <p>{item.answer}</p>
                        </AccordionContent>
                      </AccordionItem>
                    ))}
                  </Accordion>
                </Stack>
              </section>
            );
          })}
        </Stack>
      </Section>

      <Section tone="subtle" width="narrow" aria-labelledby="faq-more">
        <SectionHeader id="faq-more" title={faqSections.closing.title} intro={faqSections.closing.text} align="center">
          <Stack as="ul" direction="row" wrap justify="center" gap="2">
            {faqLinks.map((link) => (
              <li key={link.href}>
                <Button asChild variant={link.href === faqSections.primaryHref ? 'primary' : 'outline'}>
                  <Link to={link.href}>{link.label}</Link>
                </Button>
              </li>
            ))}
          </Stack>
        </SectionHeader>
      </Section>
    </>
  );
}
