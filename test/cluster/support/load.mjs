// Practice load through the balancer: one keep-alive connection per player, each sending Success
// and Miss taps (POST /api/v1/practice/attempts with an attemptId, as the app does) one after the
// other, every few taps a read of the player's progress. Every request is recorded with its outcome.
import { randomUUID } from 'node:crypto';
import { connectionAgent, request } from './http.mjs';

export const CARD_IDS = ['black', 'red'].flatMap((deck) =>
  ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].flatMap((rank) =>
    ['S', 'C', 'D', 'H'].map((suit) => `${deck}-${rank}${suit}`),
  ),
);

/** The server's UTC date: a practice day it accepts. */
export const today = () => new Date().toISOString().slice(0, 10);

export class PracticeLoad {
  /** One connection per player to `base`; `reads`: every how many taps a GET of the progress. */
  constructor(base, players, { reads = 0 } = {}) {
    this.base = base;
    this.players = players;
    this.reads = reads;
    /** Every tap sent: { id, player, card, success, status ('ok' | HTTP status | error), sentAt, answeredAt }. */
    this.taps = [];
    /** Every read sent: { status, sentAt, answeredAt }. */
    this.gets = [];
    this.stopping = false;
  }

  /** Starts the connections; stop() ends them after their request in flight. */
  start() {
    this.running = Promise.all(this.players.map((player, i) => this.connection(player, i)));
    return this;
  }

  async stop() {
    this.stopping = true;
    await this.running;
  }

  async connection(player, index) {
    const agent = connectionAgent();
    const token = player.session.accessToken;
    for (let n = 0; !this.stopping; n++) {
      if (this.reads && n % this.reads === this.reads - 1) {
        const read = { sentAt: Date.now() };
        try {
          const res = await request(this.base, '/api/v1/practice/progress', { token, agent });
          read.status = res.status === 200 ? 'ok' : res.status;
        } catch (error) {
          read.status = error.message;
        }
        read.answeredAt = Date.now();
        this.gets.push(read);
        continue;
      }
      const tap = {
        id: randomUUID(),
        player: player.id,
        card: CARD_IDS[(index * 7 + n * 13) % CARD_IDS.length],
        success: (index + n) % 3 !== 0,
        sentAt: Date.now(),
      };
      try {
        const res = await request(this.base, '/api/v1/practice/attempts', {
          token,
          agent,
          json: { cardId: tap.card, success: tap.success, localDate: today(), attemptId: tap.id },
        });
        tap.status = res.status === 200 ? 'ok' : res.status;
      } catch (error) {
        tap.status = error.message;
      }
      tap.answeredAt = Date.now();
      this.taps.push(tap);
    }
    agent.destroy();
  }

  get acknowledged() {
    return this.taps.filter((tap) => tap.status === 'ok');
  }

  /** Requests (taps and reads) that did not succeed. */
  get failures() {
    return [...this.taps, ...this.gets].filter((r) => r.status !== 'ok');
  }
}
