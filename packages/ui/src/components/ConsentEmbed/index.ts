export { ConsentEmbed } from './ConsentEmbed';
export type { ConsentEmbedProps } from './ConsentEmbed';
