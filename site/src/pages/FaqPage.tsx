import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Button,
  Hero,
  Section,
  SectionHeader,
} from '@company/ui';
import { Link } from 'react-router-dom';
import { faqCategories, faqHero, faqLinks, faqMeta, faqSections } from '../data/faq';
import { faqPageJsonLd } from '../seo/jsonLd';
import { PageHead } from '../seo/PageHead';
import * as styles from './FaqPage.css';

const allQuestions = faqCategories.flatMap((category) => category.items);

const categoryHeadingId = (id: string) => `faq-${id}`;

export function FaqPage() {
  return (
    <>
      <PageHead title={faqMeta.title} description={faqMeta.description} jsonLd={[faqPageJsonLd(allQuestions)]} />
      <Hero
        title={faqHero.title}
        text={faqHero.lead}
        actions={
          <nav aria-label={faqSections.tocLabel}>
            <ul className={styles.toc}>
              {faqCategories.map((category) => (
                <li key={category.id}>
                  <Button asChild variant="secondary" size="sm">
                    <a href={`#${categoryHeadingId(category.id)}`}>{category.title}</a>
                  </Button>
                </li>
              ))}
            </ul>
          </nav>
        }
      />

      <Section width="narrow" aria-label={faqSections.categoriesLabel}>
        <div className={styles.categories}>
          {faqCategories.map((category) => {
            const headingId = categoryHeadingId(category.id);
            return (
              <section key={category.id} aria-labelledby={headingId} className={styles.category}>
                <h2 id={headingId} className={styles.categoryTitle}>
                  {category.title}
                </h2>
                {/* Several answers may stay open at once, so visitors can compare them. */}
                <Accordion type="multiple" headingLevel={3}>
                  {category.items.map((item, index) => (
                    <AccordionItem key={item.question} value={`${category.id}-${index}`}>
                      <AccordionTrigger>{item.question}</AccordionTrigger>
                      <AccordionContent>
                        <p className={styles.answer}>{item.answer}</p>
                      </AccordionContent>
                    </AccordionItem>
                  ))}
                </Accordion>
              </section>
            );
          })}
        </div>
      </Section>

      <Section tone="subtle" width="narrow" aria-labelledby="faq-more">
        <SectionHeader id="faq-more" title={faqSections.closing.title} intro={faqSections.closing.text} align="center">
          <ul className={styles.links}>
            {faqLinks.map((link) => (
              <li key={link.href}>
                <Button asChild variant={link.href === faqSections.primaryHref ? 'primary' : 'outline'}>
                  <Link to={link.href}>{link.label}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </SectionHeader>
      </Section>
    </>
  );
}
