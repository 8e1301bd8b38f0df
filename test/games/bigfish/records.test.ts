// Records replay everything (issue 15): in penalty mode a mistake is a move of the record (the misplaced card, whose
// effect is the penalty), so a record of a match with mistakes replays to the same state and the same score.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/index.js';
import { stateHash } from '../../../src/core/json.js';
import { createRecord, replay } from '../../../src/core/record.js';
import {
  attemptPlacement,
  type BigFishMove,
  type BigFishState,
  bigfish,
  placeMove,
} from '../../../src/games/bigfish/index.js';

/** Plays a penalty-mode match in which the seat to act often tries a card on a row it may not go to. */
function playWithMistakes(
  seats: number,
  seed: string,
): { moves: BigFishMove[]; state: BigFishState; mistakes: number } {
  let state = bigfish.setup({ seats, seed, mistakes: 'penalty' });
  const rng = Rng.fromSeed(seed);
  const moves: BigFishMove[] = [];
  let mistakes = 0;
  while (!bigfish.isOver(state)) {
    let move = bigfish.legalMoves(state)[0]!;
    if (state.phase === 'place' && rng.int(3) === 0) {
      // any card of the hand on any row: the table judges it
      const hand = state.hands[state.turn]!;
      move = placeMove(hand[rng.int(hand.length)]!, rng.int(state.rows.length));
    } else {
      const legal = bigfish.legalMoves(state);
      move = legal[rng.int(legal.length)]!;
    }
    const r = attemptPlacement(state, move, state.turn);
    if (!r.accepted && !r.penalized) continue; // refused outright (a closed row): not a move
    if (r.penalized) mistakes++;
    moves.push(move);
    state = r.state;
  }
  return { moves, state, mistakes };
}

describe('bigfish records', () => {
  it('V2: a penalty-mode record replays to the same state and score, mistakes included', () => {
    let mistakes = 0;
    for (const seats of [2, 3, 4, 6]) {
      for (const seed of ['a', 'b', 'c']) {
        const played = playWithMistakes(seats, `records:${seats}:${seed}`);
        mistakes += played.mistakes;
        const record = createRecord(
          bigfish,
          { seats, seed: `records:${seats}:${seed}`, mistakes: 'penalty' },
          played.moves,
        );
        const replayed = replay(bigfish, JSON.parse(JSON.stringify(record)));
        expect(replayed.ok).toBe(true);
        if (!replayed.ok) return;
        expect(bigfish.score(replayed.value)).toEqual(bigfish.score(played.state));
        expect(replayed.value.mistakeHolder).toBe(played.state.mistakeHolder);
        expect(stateHash(replayed.value)).toBe(stateHash(played.state));
      }
    }
    expect(mistakes).toBeGreaterThan(20); // the matches did hold mistakes
  });
});
