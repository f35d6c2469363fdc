import { DocCard } from '@company/blocks';
import { CardGrid, CardGridItem, type HeadingLevel } from '@company/ui';
import { RouterLink } from '../../components/RouterLink';
import { docCategoryLabel, docHref, docsHero, type DocItem } from '../../data/docs';

/** Documents as a grid of cards, each linking to its page. */
export function DocGrid({ items, level }: { items: readonly DocItem[]; level: HeadingLevel }) {
  return (
    <CardGrid as="ul" columns={3}>
      {items.map((item) => (
        <CardGridItem key={item.id}>
          <DocCard
            level={level}
            title={item.title}
            href={docHref(item.id)}
            linkComponent={RouterLink}
            description={item.description}
            category={docCategoryLabel(item.category)}
            readTime={`${item.readTime} ${docsHero.readTimeSuffix}`}
            difficulty={item.difficulty}
            featured={item.featured}
          />
        </CardGridItem>
      ))}
    </CardGrid>
  );
}
