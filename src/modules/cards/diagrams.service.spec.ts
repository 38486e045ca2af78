import { DiagramsService } from './diagrams.service.js';
import { INFO_IMAGES, listCards } from './domain/index.js';

/** One turn of the event loop, queued after whatever the service has queued so far. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Every URL the API gives: each listed card's diagram, then each Info image. */
const allUrls = (diagrams: DiagramsService): string[] => [
  ...listCards().map((card) => diagrams.cardDiagramUrl(card)),
  ...INFO_IMAGES.map((image) => diagrams.infoImageUrl(image)),
];
const IMAGES = listCards().length + INFO_IMAGES.length;

describe('DiagramsService warm-up', () => {
  it('renders every image once, one per turn of the event loop, with the versions rendering on demand gives', async () => {
    const warmed = new DiagramsService();
    const askedFirst = listCards().find((card) => card.id === 'red-9H');
    if (!askedFirst) throw new Error('red-9H is a listed card');
    const urlBefore = warmed.cardDiagramUrl(askedFirst); // a request that comes before the warm-up
    expect(warmed.renderedCount).toBe(1);

    const warming = warmed.warmUp();
    expect(warmed.warmUp()).toBe(warming);
    expect(warmed.renderedCount).toBe(1); // nothing on the caller's turn
    await nextTurn();
    expect(warmed.renderedCount).toBe(2); // one image, then the event loop's other work
    await warming;
    expect(warmed.renderedCount).toBe(IMAGES); // red-9H not rendered again

    const urls = allUrls(warmed);
    expect(warmed.renderedCount).toBe(IMAGES); // the card list renders nothing more
    expect(urls).toContain(urlBefore);
    const onDemand = new DiagramsService();
    expect(allUrls(onDemand)).toEqual(urls);
    expect(onDemand.renderedCount).toBe(IMAGES);
  });

  it('stops before its next image when asked to', async () => {
    const diagrams = new DiagramsService();
    const warming = diagrams.warmUp();
    await nextTurn();
    diagrams.stopWarmUp();
    await warming;
    expect(diagrams.renderedCount).toBe(1);
  });
});
