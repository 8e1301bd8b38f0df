import { coins } from 'cardrules/coins';

// Deal a match of Coins for three seats. The same seed always deals the same cards.
let state = coins.setup({ seats: 3, seed: 42 });

// Who decides now, and what may they do?
console.log(
  `seat ${coins.toAct(state)} to act; legal moves:`,
  coins
    .legalMoves(state)
    .map((m) => coins.formatMove(m))
    .join(' '),
);

// Apply a few moves. applyMove returns a new state and never changes the old one; events say what happened.
for (let i = 0; i < 4; i++) {
  const seat = coins.toAct(state);
  const move = coins.legalMoves(state)[0]!;
  const step = coins.applyMoveWithEvents(state, move);
  console.log(`seat ${seat} plays ${coins.formatMove(move)} →`, step.events.map((e) => e.type).join(', '));
  state = step.state;
}

// A move from outside is checked, never trusted: the answer says which rule it breaks.
const checked = coins.validate(state, { type: 'play', card: 'CuA' });
if (!checked.ok) console.log('rejected:', checked.error.code, checked.error.rule, checked.error.message);

// What seat 0 may see (its own hand, never the others'), and the score so far.
console.log(coins.view(state, 0), 'score:', coins.score(state));
