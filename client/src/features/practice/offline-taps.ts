import type { AttemptInput } from '../../api/practice';

/**
 * Practice taps made without a connection, kept in IndexedDB until they are sent. Each keeps its
 * attemptId (the server counts an id once, so a tap sent twice still counts once) and the practice
 * day it was made on (the server accepts days up to a week back).
 */
const DB_NAME = 'kickshots';
const STORE = 'offline-taps';

export interface QueuedTap extends AttemptInput {
  queuedAt: string;
}

type Listener = (attemptIds: ReadonlySet<string>) => void;
const listeners = new Set<Listener>();
let known: ReadonlySet<string> = new Set();
let knownTaps: readonly QueuedTap[] = [];

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'attemptId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB unavailable'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    });
  } finally {
    db.close();
  }
}

async function announce(): Promise<void> {
  knownTaps = await queuedTaps();
  known = new Set(knownTaps.map((tap) => tap.attemptId));
  for (const listener of listeners) listener(known);
}

export async function queueTap(tap: AttemptInput): Promise<void> {
  await run('readwrite', (store) => store.put({ ...tap, queuedAt: new Date().toISOString() }));
  await announce();
}

export async function queuedTaps(): Promise<QueuedTap[]> {
  const taps = await run('readonly', (store) => store.getAll() as IDBRequest<QueuedTap[]>);
  return taps.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function removeTap(attemptId: string): Promise<void> {
  await run('readwrite', (store) => store.delete(attemptId));
  await announce();
}

export async function clearTaps(): Promise<void> {
  await run('readwrite', (store) => store.clear());
  await announce();
}

/** The attemptIds waiting, now and after every change. */
export function subscribeToQueue(listener: Listener): () => void {
  listeners.add(listener);
  void announce().catch(() => undefined);
  return () => listeners.delete(listener);
}

export function queuedIds(): ReadonlySet<string> {
  return known;
}

/** The taps waiting, oldest first, as last announced (the same array until the queue changes). */
export function queuedTapList(): readonly QueuedTap[] {
  return knownTaps;
}
