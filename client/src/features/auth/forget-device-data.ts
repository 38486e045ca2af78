import { forgetFavouritesMirror } from '../../api/favourites-mirror';
import { dropPlayerCache } from '../../pwa/player-cache';
import { clearTaps } from '../practice/offline-taps';

/**
 * Forgets what this browser keeps of the player: the favourites mirror (localStorage), the offline
 * copies of their data (the service worker's player cache) and the practice taps not sent yet
 * (IndexedDB). At sign-out, and before and after their data or account is deleted. Never rejects:
 * storage that cannot be reached holds nothing to forget.
 */
export async function forgetPlayerDevice(): Promise<void> {
  forgetFavouritesMirror();
  await Promise.all([dropPlayerCache(), clearTaps().catch(() => undefined)]);
}
