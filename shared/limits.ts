/**
 * Limits the server enforces and the client's forms show, from one place (the server's DTOs and
 * rules import them; so do the forms' maxLength and counters).
 */

/** Notes: title, text and tags lengths (characters). */
export const NOTE_LIMITS = { title: 200, content: 20_000, tags: 500 } as const;

/** A player's own links (Links & Media): address, description and tags lengths (characters). */
export const PERSONAL_LINK_LIMITS = { url: 2048, description: 200, tags: 500 } as const;

/** The Lineup Advisor: players on one team. */
export const MAX_PLAYERS_PER_TEAM = 12;
