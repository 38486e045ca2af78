/** Public surface of the card domain. */
export * from './card.types.js';
export {
  ACTIVE_DECKS,
  ALL_CARDS,
  DECKS,
  DECK_NAMES,
  SUIT_LETTERS,
  UNKNOWN,
  cardIdentifier,
  compareCards,
  createCatalog,
  filterCards,
  findListedCard,
  getGeometry,
  listCards,
  parseCardId,
  rankValue,
  sortCardIds,
  toCard,
  type Catalog,
  type DeckSources,
  type ListOptions,
  type ParsedCardId,
} from './card-catalog.js';
export { INFO_IMAGES } from './info-images.js';
export { renderCardDiagram, renderCardDiagrams } from './diagrams/card-diagram.js';
export { renderInfoImage } from './diagrams/info-image.js';
export { escapeXml } from './diagrams/svg.js';
export {
  diamondSystemTrack,
  pointOnTrack,
  solveDiamondSystem,
  type DiamondSystemSolution,
  type DiamondSystemTrack,
} from './geometry/diamond-system.js';
export { cutAngleDeg, ghostBallFor, objectBallForGhost } from './geometry/ghost-ball.js';
export type { ComputedPath } from './geometry/path.types.js';
export { computePath } from './geometry/paths.js';
export { CUSHION_LINES, DIAMOND_LINE_OFFSET, POCKETS } from './geometry/table.js';
export { validateGeometry } from './geometry/validation.js';
