import { runTournament } from '../src/sim/index.js';
import { games } from '../src/registry.js';
const n = Number(process.argv[2] ?? 12);
for (const g of Object.values(games) as any[]) {
  const seats = g.seats.min;
  for (const spec of ['ismcts:30', 'ismcts:30:eval=off']) {
    const t0 = Date.now();
    const run = await runTournament({ game: g.id, bots: [spec, 'heuristic'], games: n * seats, seed: 'evalab', workers: 1 });
    const t = run.results.bots[spec]!;
    console.log(g.id, seats, spec, 'games', run.results.games, 'winshare', (t.winShareUnits / 360360 / t.seatGames).toFixed(3), 'parity', (1/seats).toFixed(3), 'ms', Date.now() - t0);
  }
}
