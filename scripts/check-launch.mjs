// `npm run check:launch`: the company facts that are still placeholders, to fill before the site
// opens to the public. A report, not a test: it lists and always exits 0. The facts live in two
// TypeScript modules (the contract's and the site's), which Node reads directly (type stripping).
import { company, placeholderFacts } from '../packages/contract/src/company.ts';
import { site } from '../site/src/config/site.ts';

const companyFile = 'packages/contract/src/company.ts';
const siteFile = 'site/src/config/site.ts';

/** Where each placeholder is used, so that whoever fills it knows what changes. */
const uses = {
  brand: 'the name on every page, page titles, structured data',
  phone: 'contact, support and legal pages, footer, chat, e-mails; left out of structured data',
  email: 'contact and support pages, footer, chat, e-mails; left out of structured data',
  origin: 'canonical URLs, sitemap, structured data, the server’s allowed origin',
};

const rows = [
  ...placeholderFacts.map((fact) => ({ fact, value: String(company[fact]), file: companyFile, use: uses[fact] })),
  // No street is shown until the company gives one: the pages say « 501 Toamasina ».
  {
    fact: 'address.street',
    value: '(none)',
    file: companyFile,
    use: 'postal address on the pages and in structured data (streetAddress)',
  },
  {
    fact: 'mapArea',
    value: `${site.mapArea.latitude}, ${site.mapArea.longitude} (the town)`,
    file: siteFile,
    use: 'the contact page’s map, without a marker until the office’s position is given',
  },
  ...site.social
    .filter(({ href }) => href === null)
    .map(({ network }) => ({
      fact: `social: ${network}`,
      value: '(no page)',
      file: siteFile,
      use: 'footer link and structured data’s sameAs, both left out until the company owns the page',
    })),
];

console.log(`${rows.length} company facts to fill before launch:\n`);
for (const { fact, value, file, use } of rows) console.log(`- ${fact} = ${value}\n    ${file} — ${use}`);
