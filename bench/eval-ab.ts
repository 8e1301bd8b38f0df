/**
 * What the games' evaluation changes: for every registered game, `ismcts:30` (playouts cut after 40 moves and scored
 * by `game.evaluate`) and `ismcts:30:eval=off` (playouts to the match's end) each against a field of heuristic bots,
 * the same deals, seats rotated; prints each one's win share per seat-game against the even share.
 *
 *   nice -n 10 npx tsx bench/eval-ab.ts 30     # 30 deals per game (each played in every rotation)
 */
import { games } from '../src/registry.js';
import { runTournament, WIN_SHARE_UNIT, wilson } from '../src/sim/index.js';

const deals = Number(process.argv[2] ?? 12);
for (const g of Object.values(games)) {
  const seats = g.seats.min;
  for (const spec of ['ismcts:30', 'ismcts:30:eval=off']) {
    const t0 = Date.now();
    const run = await runTournament({
      game: g.id,
      bots: [spec, 'heuristic'],
      games: deals * seats,
      seed: 'eval-ab',
      workers: 2,
    });
    const t = run.results.bots[spec]!;
    const share = t.winShareUnits / WIN_SHARE_UNIT / t.seatGames;
    const ci = wilson(t.winShareUnits / WIN_SHARE_UNIT, t.seatGames);
    console.log(
      `${g.id} seats ${seats} ${spec}: win share ${share.toFixed(3)} [${ci.low.toFixed(3)}, ${ci.high.toFixed(3)}] of ${t.seatGames} (even ${(1 / seats).toFixed(3)}), ${((Date.now() - t0) / 1000).toFixed(0)} s`,
    );
  }
}
