import { pageTitle } from '../config/site';

interface PageHeadProps {
  /** Page name; the brand is appended: « {title} | Company ». */
  title: string;
  /** Text for search results and link previews. */
  description: string;
  /** Keeps the page out of search indexes (error and 404 pages). */
  noIndex?: boolean;
}

/** Title and description of a page. React 19 hoists these into `<head>`, on the server too. */
export function PageHead({ title, description, noIndex = false }: PageHeadProps) {
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </>
  );
}
