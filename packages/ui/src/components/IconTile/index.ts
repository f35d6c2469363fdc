export { IconTile, iconTileSizes, iconTileTones } from './IconTile';
export type { IconTileProps, IconTileSize, IconTileTone } from './IconTile';
