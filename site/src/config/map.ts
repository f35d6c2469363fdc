/** The host of the contact page's map, embedded only when the visitor asks for it. */
export const mapOrigin = 'https://www.openstreetmap.org';
