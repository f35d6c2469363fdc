import { describe, expect, it } from 'vitest';
import { systemPrompt } from '@company/contract/chat';
import { site } from '../config/site';
import { cannedReplies, chatFailureReplies, chatWelcome, defaultCannedReply } from '@company/contract/chatReplies';
import { averageRatingText, figures, replyDelay, teamExperienceText } from '@company/contract/figures';
import { supportForm } from '@company/contract/forms';
import { contactMeta, emailReplyNote } from './contact';
import { docPageCopy } from './docs';
import { supportChannels, supportHero } from './support';
import { formatNumber } from '@company/contract/format';
import { homeFigures, homeTrust } from './home';
import { allPrices } from '@company/contract/prices';

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * Every figure of the module and every price of the pricing module, as the copy writes them
 * (« 1 499 », « 4,8 », « 48 »), and the page count of the Essentiel website plan (« 5 pages »).
 */
const quotable = new Set([...numbersIn(figures), ...allPrices.map(({ amount }) => amount), 5].map(formatNumber));

/** The numbers a text shows, as written (French grouping and decimal comma), the phone number aside. */
function numbersQuoted(text: string): string[] {
  return text.replaceAll(site.phone, '').match(/\d+(?:[\u202f\u00a0 ]\d{3})*(?:,\d+)?/g) ?? [];
}

const chatTexts = [
  ...cannedReplies.map(({ topic, reply }) => ({ name: topic, text: reply })),
  { name: 'default', text: defaultCannedReply },
  ...Object.entries(chatWelcome).map(([name, text]) => ({ name: `welcome ${name}`, text })),
  ...Object.entries(chatFailureReplies).map(([name, text]) => ({ name: `failure ${name}`, text })),
];

const teamReply = cannedReplies.find(({ topic }) => topic === 'team')?.reply ?? '';

describe('the company’s figures', () => {
  it('are what the home page shows, the years of experience being the team’s', () => {
    expect(homeFigures).toEqual([
      { value: `${figures.clients}+`, label: 'Clients satisfaits' },
      { value: `${figures.projects}+`, label: 'Projets réalisés' },
      { value: `${figures.teamExperienceYears}+`, label: 'Années d’expérience cumulée' },
      { value: averageRatingText, label: 'Note moyenne' },
    ]);
    expect(homeFigures.map(({ value }) => value)).toEqual(['20+', '50+', '15+', '4,8/5']);
    expect(teamExperienceText).toBe('15+ années d’expérience cumulée');
    expect(homeTrust.claim).toBe(`Plus de ${figures.clients} entreprises nous font confiance`);
  });

  it.each(chatTexts)('the chat’s « $name » text quotes no number but the module’s', ({ text }) => {
    expect(numbersQuoted(text).filter((number) => !quotable.has(number))).toEqual([]);
  });

  it('the chat’s team reply and the model’s context quote the home page’s figures', () => {
    for (const text of [teamReply, systemPrompt]) {
      expect(text).toContain(teamExperienceText);
      expect(text).toContain(`${figures.clients}`);
      expect(text).toContain(`${figures.projects} projets`);
      expect(text).toContain(averageRatingText);
      expect(text).not.toMatch(/150|depuis 2020|4,9/);
    }
  });

  it('give every response time written on the site', () => {
    const delays = new Set([figures.replyHours, figures.quoteHours, figures.prioritySupportHours].map(String));
    const written = Object.values(modules)
      .flatMap(stringsIn)
      .flatMap((text) => [...text.matchAll(/\bsous (\d+)[\u00a0 ]h\b/g)].map((match) => match[1] ?? ''));
    expect(written.length).toBeGreaterThan(8);
    expect(written.filter((hours) => !delays.has(hours))).toEqual([]);
  });

  it('promise one reply time for the company’s address, on the contact and support pages and their forms', () => {
    const emailChannel = supportChannels.find(({ id }) => id === 'email');
    const promises = [
      emailReplyNote,
      contactMeta.description,
      emailChannel?.responseTime ?? '',
      supportHero.metaDescription,
      supportForm.successText,
      docPageCopy.helpText,
    ];
    for (const text of promises) expect(text).toContain(`sous ${replyDelay}`);
    expect(promises.join(' ').match(/sous \d+\u00a0h/g)).toEqual(
      promises.map(() => `sous ${figures.replyHours}\u00a0h`),
    );
  });
});
