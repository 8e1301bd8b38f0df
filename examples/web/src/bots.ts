/**
 * Bot players for the seats the human does not play. Each bot sees only its own seat's view and the legal moves,
 * exactly like a remote player would.
 */
import type { AnyGame, Rng } from 'cardrules/core';

/** A bot: picks one of the legal moves from what its seat may see. */
export interface BotKind {
  readonly id: string;
  readonly name: string;
  choose(game: AnyGame, state: unknown, seat: number, rng: Rng): unknown;
}

const randomBot: BotKind = {
  id: 'random',
  name: 'Random',
  choose(game, state, _seat, rng) {
    const legal = game.legalMoves(state);
    return legal[rng.int(legal.length)];
  },
};

const heuristicBot: BotKind = {
  id: 'heuristic',
  name: 'Heuristic',
  choose(game, state, seat, rng) {
    const legal = game.legalMoves(state);
    const policy = game.definition.heuristic;
    return policy ? policy(game.view(state, seat), legal, rng) : legal[rng.int(legal.length)];
  },
};

/** The bots offered in the seat pickers. */
export function botKinds(game: AnyGame): readonly BotKind[] {
  return game.definition.heuristic ? [heuristicBot, randomBot] : [randomBot];
}
