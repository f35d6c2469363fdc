import { useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../utils/visuallyHidden.css';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card, CardFooter, CardHeader, CardTitle } from '../Card';
import { FeatureList, FeatureListItem } from '../FeatureList';
import { pricingCards as english } from '../LocaleProvider/en/pricingCards';
import { Message } from '../LocaleProvider/Message';
import type { HeadingLevel } from '../Section/SectionHeader';
import * as styles from './PricingCards.css';

/** One plan of a `PricingCards` group. */
export interface PricingPlan {
  /** Stable key of the plan, such as `basic` or `pro`. */
  id: string;
  /** Name of the plan, its card's heading and accessible name. */
  name: string;
  /** Price as written, such as « 1 499 € » (narrow no-break space as thousands separator) or « Sur devis ». */
  price: string;
  /** Unit the price is for, such as « mois »: shown as « /mois », read as « par mois ». */
  period?: string;
  /** One or two sentences about who the plan is for. */
  description?: ReactNode;
  /** What the plan includes, one line each. */
  features: string[];
  /** Marks the recommended plan: a badge, a stronger border and shadow, and a primary button. */
  highlighted?: boolean;
  /** Badge text; the highlighted plan shows `highlightLabel` when this is left out. */
  badge?: string;
  /**
   * The plan's one link, such as `<a href="/contact">Commencer maintenant</a>` or a router link: one element,
   * styled as a button and described by the plan name.
   */
  cta: ReactElement;
}

export interface PricingCardsProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The plans, in the order shown: one column on phones, side by side on wide screens. */
  plans: PricingPlan[];
  /**
   * Heading level of the plan names, to fit the page outline; the look does not change.
   * @default 3
   */
  level?: HeadingLevel;
  /**
   * Badge of the highlighted plan.
   * @default messages.pricingCards.highlightLabel ('Most popular' in English)
   */
  highlightLabel?: string;
  /** Word read between the price and its period (« 1 499 € par mois ») where the screen shows a slash. */
  periodSeparator?: string;
}

/** Plans side by side for comparison, each with its price, what it includes and one call to action. */
export function PricingCards({
  plans,
  level = 3,
  highlightLabel,
  periodSeparator,
  className,
  ...rest
}: PricingCardsProps) {
  const highlight = highlightLabel ?? <Message id="pricingCards.highlightLabel" fallback={english.highlightLabel} />;
  // Spaced around the word, which is read between the price and the period.
  const separator =
    periodSeparator === undefined ? (
      <>
        {' '}
        <Message id="pricingCards.periodSeparator" fallback={english.periodSeparator} />{' '}
      </>
    ) : (
      ` ${periodSeparator} `
    );
  return (
    <ul className={cx(styles.list, className)} {...rest}>
      {plans.map((plan) => (
        <PricingCardsPlan
          key={plan.id}
          plan={plan}
          level={level}
          highlightLabel={highlight}
          periodSeparator={separator}
        />
      ))}
    </ul>
  );
}

interface PricingCardsPlanProps {
  plan: PricingPlan;
  level: HeadingLevel;
  highlightLabel: ReactNode;
  periodSeparator: ReactNode;
}

function PricingCardsPlan({ plan, level, highlightLabel, periodSeparator }: PricingCardsPlanProps) {
  const titleId = `${useId()}-title`;
  const highlighted = plan.highlighted ?? false;
  const badge = plan.badge ?? (highlighted ? highlightLabel : undefined);
  return (
    <li className={styles.item}>
      <Card asChild variant="outlined" className={styles.card}>
        <article aria-labelledby={titleId} data-plan={plan.id} data-highlighted={highlighted ? '' : undefined}>
          <CardHeader>
            <CardTitle id={titleId} level={level}>
              {plan.name}
            </CardTitle>
            {badge ? (
              <Badge tone={highlighted ? 'brand' : 'neutral'} className={styles.badge}>
                {badge}
              </Badge>
            ) : null}
            {plan.description ? <p className={styles.description}>{plan.description}</p> : null}
          </CardHeader>
          <p className={styles.price}>
            <span className={styles.amount}>{plan.price}</span>
            {plan.period ? (
              <span className={styles.period}>
                <span className={visuallyHidden}>{periodSeparator}</span>
                {plan.period}
              </span>
            ) : null}
          </p>
          {plan.features.length > 0 ? (
            <FeatureList className={styles.features}>
              {plan.features.map((feature, index) => (
                <FeatureListItem key={`${index}-${feature}`}>{feature}</FeatureListItem>
              ))}
            </FeatureList>
          ) : null}
          <CardFooter className={styles.footer}>
            {/* Described by the plan name, so « Choisir ce plan » heard out of context still says which plan. */}
            <Button
              asChild
              variant={highlighted ? 'primary' : 'outline'}
              size="lg"
              fullWidth
              aria-describedby={titleId}
            >
              {plan.cta}
            </Button>
          </CardFooter>
        </article>
      </Card>
    </li>
  );
}
