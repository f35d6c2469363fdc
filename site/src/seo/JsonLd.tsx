import { serializeJsonLd, type JsonLdNode } from './jsonLd';

/** Structured data for search engines; a data block, never executed. */
export function JsonLd({ data }: { data: JsonLdNode }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
