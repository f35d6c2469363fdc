/** The `mailto:` address of the notify link, with its subject prefilled. */
export const notifyHref = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;
