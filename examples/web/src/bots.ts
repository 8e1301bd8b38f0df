/**
 * Bot players for the seats the human does not play, from `cardrules/bots`. Each bot sees only its own seat's view
 * and the legal moves, exactly like a remote player would.
 */
import { type Bot, botFromSpec, botSupports } from 'cardrules/bots';
import type { AnyGame } from 'cardrules/core';

/** A kind of bot the seat pickers offer. */
export interface BotKind {
  readonly id: string;
  readonly name: string;
  /** The spec `botFromSpec` understands. */
  readonly spec: string;
}

const KINDS: readonly BotKind[] = [
  { id: 'heuristic', name: 'Heuristic', spec: 'heuristic' },
  { id: 'random', name: 'Random', spec: 'random' },
  { id: 'ismcts', name: 'Search (ISMCTS)', spec: 'ismcts:120' },
];

/** The bots that can play this game. */
export function botKinds(game: AnyGame): readonly BotKind[] {
  return KINDS.filter((k) => botSupports(k.spec, game));
}

/** A fresh bot of this kind for one match. */
export function makeBot(kind: BotKind, game: AnyGame): Bot {
  return botFromSpec(kind.spec, game);
}
