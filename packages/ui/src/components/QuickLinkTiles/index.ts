export { QuickLinkTiles, quickLinkTileIds } from './QuickLinkTiles';
export type { QuickLinkTileId, QuickLinkTilesProps } from './QuickLinkTiles';
