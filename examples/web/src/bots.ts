/**
 * Bot players for the seats the human does not play, from `cardrules/bots`. Each bot sees only its own seat's view
 * and the legal moves, exactly like a remote player would. Fast bots run on the page; search bots run in a Web
 * Worker so that the page stays responsive while they think.
 */
import type { Bot } from 'cardrules/bots';
import { botFromSpec, botSupports, LEVEL_NAMES, resolveLevel } from 'cardrules/bots';
import type { AnyGame } from 'cardrules/core';
import { Rng } from 'cardrules/core';
import type { BotRequest } from './bot-worker.js';

/** A kind of bot the seat pickers offer. */
export interface BotKind {
  readonly id: string;
  readonly name: string;
  /** The spec `botFromSpec` understands. */
  readonly spec: string;
  /** Whether it thinks long enough to belong in a worker. */
  readonly slow: boolean;
}

/** The package's named levels (easy … expert), by name, after the bots themselves; searching ones go to the worker. */
const LEVEL_KINDS: readonly BotKind[] = LEVEL_NAMES.map((level) => ({
  id: level,
  name: `${level[0]!.toUpperCase()}${level.slice(1)} (level)`,
  spec: level,
  slow: resolveLevel(level).startsWith('ismcts'),
}));

const KINDS: readonly BotKind[] = [
  { id: 'heuristic', name: 'Heuristic', spec: 'heuristic', slow: false },
  { id: 'random', name: 'Random', spec: 'random', slow: false },
  { id: 'ismcts', name: 'Search (ISMCTS)', spec: 'ismcts:150', slow: true },
  ...LEVEL_KINDS,
];

/** The bots that can play this game. */
export function botKinds(game: AnyGame): readonly BotKind[] {
  return KINDS.filter((k) => botSupports(k.spec, game));
}

/** A seat's bot for one match: `(view, legalMoves) → move`, seeded, on the page or in the worker. */
export type SeatPlayer = (view: unknown, legal: readonly unknown[]) => Promise<unknown>;

let worker: Worker | null = null;
let nextId = 0;
let nextMatch = 0;
const waiting = new Map<number, (index: number) => void>();

function searchWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./bot-worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (e: MessageEvent<{ id: number; index: number }>) => {
      waiting.get(e.data.id)?.(e.data.index);
      waiting.delete(e.data.id);
    };
  }
  return worker;
}

/** Fresh bots for the seats of one match; seat `s` draws from the stream `${seed}:bot:${s}`. */
export function makeSeatPlayers(
  game: AnyGame,
  kinds: readonly (BotKind | null)[],
  seed: string,
): (SeatPlayer | null)[] {
  const match = nextMatch++;
  return kinds.map((kind, seat) => {
    if (!kind) return null;
    const botSeed = `${seed}:bot:${seat}`;
    if (kind.slow && typeof Worker !== 'undefined') {
      return (view, legal) =>
        new Promise((resolve) => {
          const id = nextId++;
          waiting.set(id, (index) => resolve(legal[index]));
          const request: BotRequest = {
            id,
            match,
            game: game.id,
            spec: kind.spec,
            seed: botSeed,
            seat,
            view,
            legal,
          };
          searchWorker().postMessage(request);
        });
    }
    const play: Bot = botFromSpec(kind.spec, game);
    const rng = Rng.fromSeed(botSeed);
    return async (view, legal) => play(view, legal, rng, seat);
  });
}
