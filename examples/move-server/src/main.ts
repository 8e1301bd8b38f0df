/**
 * Starts the move server: `npm start` (PORT=8080 by default; HOST=127.0.0.1).
 * With an IPC channel (started by the load test), it also answers { type: 'check' } with an integrity report.
 */
import { getGame } from 'cardrules';
import { replay, stateHash } from 'cardrules/core';
import { createMoveServer } from './server.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const hosting = createMoveServer();

hosting.server.listen(port, host, () => {
  const address = hosting.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`move server listening on http://${host}:${actual}`);
  process.send?.({ type: 'listening', port: actual });
});

// The load test asks the server process itself whether every match is intact: replaying each match's record
// must give exactly the state the server holds.
process.on('message', (msg: { type?: string }) => {
  if (msg?.type !== 'check') return;
  const cpu = process.cpuUsage(); // before the check itself
  let intact = 0;
  const broken: string[] = [];
  let over = 0;
  for (const [id, hosted] of hosting.games) {
    const game = getGame(hosted.game.id)!;
    const r = replay(game, hosting.record(id));
    if (r.ok && stateHash(r.value) === stateHash(hosted.state)) intact++;
    else broken.push(id);
    if (game.isOver(hosted.state)) over++;
  }
  process.send?.({
    type: 'check',
    games: hosting.games.size,
    intact,
    over,
    broken,
    memory: process.memoryUsage().rss,
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
});
