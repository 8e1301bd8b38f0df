/**
 * A Web Worker that runs the slow bots (search) off the page's thread, so the page stays responsive while they think.
 * It keeps one bot and one seeded stream per match and seat, exactly as the page would.
 */
import { getGame } from 'cardrules';
import { type Bot, botFromSpec } from 'cardrules/bots';
import { Rng } from 'cardrules/core';

/** A request: the seat's view and legal moves, never the state. */
export interface BotRequest {
  readonly id: number;
  readonly match: number;
  readonly game: string;
  readonly spec: string;
  readonly seed: string;
  readonly seat: number;
  readonly view: unknown;
  readonly legal: readonly unknown[];
}

const bots = new Map<string, { play: Bot; rng: Rng }>();

self.onmessage = async (e: MessageEvent<BotRequest>) => {
  const r = e.data;
  const key = `${r.match}:${r.seat}`;
  const game = getGame(r.game)!;
  let bot = bots.get(key);
  if (!bot) {
    bot = { play: botFromSpec(r.spec, game), rng: Rng.fromSeed(r.seed) };
    bots.set(key, bot);
  }
  const move = await bot.play(r.view, r.legal, bot.rng, r.seat);
  const chosen = game.moveKey(move);
  self.postMessage({ id: r.id, index: r.legal.findIndex((m) => game.moveKey(m) === chosen) });
};
