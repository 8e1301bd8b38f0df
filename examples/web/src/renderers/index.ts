import { bigfishRenderer } from './bigfish.js';
import { coinsRenderer } from './coins.js';
import { dalmutiRenderer } from './dalmuti.js';
import { linkoRenderer } from './linko.js';
import { plainRenderer } from './plain.js';
import type { GameRenderer } from './types.js';

/** The drawn tables: a game without one is shown by {@link plainRenderer}, from its own words. */
const drawn: Readonly<Record<string, GameRenderer>> = {
  linko: linkoRenderer,
  bigfish: bigfishRenderer,
  dalmuti: dalmutiRenderer,
  coins: coinsRenderer,
};

/** How the table is shown: the game's drawn table when it has one, or the plain one every game has. */
export type Look = 'drawn' | 'plain';

/**
 * The renderer of a game in a look.
 * @param gameId - the game's id
 * @param look - `'plain'` for the renderer every game has, `'drawn'` for the game's own when it has one
 */
export function rendererFor(gameId: string, look: Look = 'drawn'): GameRenderer {
  return (look === 'drawn' ? drawn[gameId] : undefined) ?? plainRenderer;
}

/** Whether a game has a drawn table of its own. */
export const hasDrawnTable = (gameId: string): boolean => gameId in drawn;
