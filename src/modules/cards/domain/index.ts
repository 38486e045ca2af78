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
export { escapeXml, renderCardDiagram, renderInfoImage } from './diagram-renderer.js';
export {
  CUSHION_LINES,
  DIAMOND_LINE_OFFSET,
  POCKETS,
  computePath,
  cutAngleDeg,
  diamondSystemTrack,
  ghostBallFor,
  objectBallForGhost,
  pointOnTrack,
  solveDiamondSystem,
  validateGeometry,
  type ComputedPath,
  type DiamondSystemSolution,
  type DiamondSystemTrack,
} from './geometry.js';
