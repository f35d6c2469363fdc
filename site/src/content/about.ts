import { formatMonth } from '@company/contract/format';
import type { Milestone, TeamMember } from '../data/about';
import { fillFacts } from './facts';
import type { MilestoneData, TeamMemberData } from './schemas';
import { paragraphsOf } from './sections';

/** The one paragraph of an entry's body, facts filled in. */
function onlyParagraph(file: string, html: string): string {
  const [paragraph, ...more] = paragraphsOf(html);
  if (paragraph === undefined || more.length > 0) throw new Error(`${file} needs one paragraph as its body`);
  return fillFacts(paragraph);
}

/** The team in its order on the page, from the entries of the `team` collection. */
export const teamOf = (entries: { id: string; data: TeamMemberData; html: string }[]): TeamMember[] =>
  [...entries]
    .sort((a, b) => a.data.order - b.data.order)
    .map(({ id, data, html }) => ({
      id,
      name: data.name,
      role: data.role,
      description: onlyParagraph(`src/content/team/${id}.md`, html),
    }));

/** The company's history from the oldest step, from the entries of the `milestones` collection (named by month). */
export const milestonesOf = (entries: { id: string; data: MilestoneData; html: string }[]): Milestone[] =>
  [...entries]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map(({ id, data, html }) => {
      if (!/^\d{4}-\d{2}$/.test(id))
        throw new Error(`src/content/milestones/${id}.md: name the file by its month, YYYY-MM`);
      return {
        date: id,
        dateLabel: formatMonth(id),
        title: data.title,
        description: onlyParagraph(`src/content/milestones/${id}.md`, html),
      };
    });
