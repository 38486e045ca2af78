/**
 * The Lineup Advisor's optimiser on a worker thread of the optimiser pool (optimiser-pool.ts): the
 * search takes up to a few seconds of CPU for two rosters of 12, which on the main thread would hold
 * up every other request. The task carries a deadline; a search still running then answers
 * `cutShort` instead of an analysis.
 *
 * Loaded by Node directly: from dist/ as compiled JavaScript, and under jest as this TypeScript
 * source. For the latter, the hooks below let Node load the domain's TypeScript sources (their
 * `./x.js` imports name the compiled files), which is why the optimiser is imported dynamically, after
 * them. This file itself uses only type syntax Node can strip.
 */
import { registerHooks, stripTypeScriptTypes } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LineupOptions } from './lineup-optimiser.js';
import type { LineupAnalysis, LineupTeam } from './lineup.types.js';

/** One search: both teams (already checked by assertLineupInput) and the options with a deadline. */
export interface OptimiserTask {
  ours: LineupTeam;
  theirs: LineupTeam;
  options: LineupOptions;
}

/** The analysis, or that the deadline passed first (after how many states). */
export type OptimiserResult =
  { cutShort: false; analysis: LineupAnalysis } | { cutShort: true; statesVisited: number };

if (import.meta.url.endsWith('.ts')) {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      try {
        return nextResolve(specifier, context);
      } catch (error) {
        if (specifier.startsWith('.') && specifier.endsWith('.js'))
          return nextResolve(`${specifier.slice(0, -3)}.ts`, context);
        throw error;
      }
    },
    load(url, context, nextLoad) {
      if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
      // transform, not strip: the domain has parameter properties, which stripping refuses
      const source = stripTypeScriptTypes(readFileSync(fileURLToPath(url), 'utf8'), { mode: 'transform' });
      return { format: 'module', source, shortCircuit: true };
    },
  });
}

const { LineupCutShort, optimiseLineup } = await import('./lineup-optimiser.js');

/** Piscina calls the default export with each task. */
export default function optimise({ ours, theirs, options }: OptimiserTask): OptimiserResult {
  try {
    return { cutShort: false, analysis: optimiseLineup(ours, theirs, options) };
  } catch (error) {
    if (error instanceof LineupCutShort) return { cutShort: true, statesVisited: error.statesVisited };
    throw error;
  }
}
