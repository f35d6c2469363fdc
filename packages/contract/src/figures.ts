import { formatNumber } from './format';

/**
 * The company's figures, in one place: the home page, the other pages and the chat assistant (its
 * prepared replies and the model's context) all quote them from here, so a visitor never reads two
 * versions. Prices live in prices.ts. The company was founded in January 2025: the years of experience are its team's, added up.
 */
export const figures = {
  /** Client companies, at least. */
  clients: 20,
  /** Projects delivered, at least. */
  projects: 50,
  /** Years of experience of the team, added up, at least. */
  teamExperienceYears: 15,
  /** Average rating given by clients, out of 5. */
  averageRating: 4.8,
  /** The team by trade; developers: at least. */
  team: { developers: 10, designers: 3, dataScientists: 2, marketers: 5 },
  /**
   * First answer to any message sent to the company's address or through its forms (contact and
   * support alike: one inbox, one promise), in working hours.
   */
  replyHours: 24,
  /** A detailed quote, in hours after the first exchange. */
  quoteHours: 48,
  /** Answer to a support request of a client of the Professionnel plan, under contract, in hours. */
  prioritySupportHours: 4,
  /** Hosting included in the website plans, in years. */
  includedHostingYears: 1,
} as const;

/** « 50+ »: a figure given as a floor. */
export const atLeast = (value: number) => `${formatNumber(value)}+`;

/** « 4,8/5 ». */
export const averageRatingText = `${formatNumber(figures.averageRating)}/5`;

/** « 24 h ouvrées ». */
export const replyDelay = `${figures.replyHours}\u00a0h ouvrées`;

/** « 48 h ». */
export const quoteDelay = `${figures.quoteHours}\u00a0h`;

/** « 4 h »: the Professionnel plan's priority support, not the public address's promise. */
export const prioritySupportDelay = `${figures.prioritySupportHours}\u00a0h`;

/** « 15+ années d’expérience cumulée »: the team's, not the company's. */
export const teamExperienceText = `${atLeast(figures.teamExperienceYears)} années d’expérience cumulée`;

/** « 1 an » of hosting included in the website plans. */
export const includedHosting = `${figures.includedHostingYears}\u00a0an${figures.includedHostingYears > 1 ? 's' : ''}`;
