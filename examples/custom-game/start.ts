/**
 * A short seeded match of Crazy Eights between bots, told event by event in the game's own words:
 *   npm start                       # three seats, one hand, seed 1
 *   npm start -- --seats 4 --seed 7 --target 100
 * Seat 0 plays the game's heuristic; the other seats play uniformly at random. Only `cardrules/core` is used.
 */
import { parseArgs } from 'node:util';
import { Rng } from 'cardrules/core';
import { crazyEights, heuristic } from './src/index.js';

const { values } = parseArgs({
  options: {
    seats: { type: 'string', default: '3' },
    seed: { type: 'string', default: '1' },
    target: { type: 'string' },
  },
});
const seats = Number(values.seats);
const seed = values.seed;
const setup = { seats, seed, ...(values.target === undefined ? {} : { target: Number(values.target) }) };
let state = crazyEights.setup(setup);
const bots = Rng.fromSeed(`${seed}/bots`);
console.log(
  `Crazy Eights · ${seats} seats · seed ${seed} · ${setup.target ? `to ${setup.target} points` : 'one hand'}`,
);
for (const line of crazyEights.describeView(crazyEights.view(state, null))) console.log(`  ${line}`);
let moves = 0;
while (!crazyEights.isOver(state)) {
  const seat = crazyEights.toAct(state)!;
  const legal = crazyEights.legalMoves(state);
  const move = seat === 0 ? heuristic(crazyEights.view(state, seat), legal, bots) : bots.pick(legal);
  const step = crazyEights.applyMoveWithEvents(state, move);
  // What a spectator is told: a drawn card stays hidden.
  moves++;
  for (const event of crazyEights.eventsFor(step.events, null)) console.log(crazyEights.describeEvent(event));
  state = step.state;
}
console.log(
  `${moves} moves. Final scores: ${crazyEights.score(state).join(', ')} · winners: seat ${crazyEights.winners(state).join(', seat ')}`,
);
