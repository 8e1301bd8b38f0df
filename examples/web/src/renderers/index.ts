import { renderObject } from '../generic.js';
import { bigfishRenderer } from './bigfish.js';
import { coinsRenderer } from './coins.js';
import { dalmutiRenderer } from './dalmuti.js';
import { linkoRenderer } from './linko.js';
import type { GameRenderer } from './types.js';

/** The generic look, for games without a renderer of their own. */
export const genericRenderer: GameRenderer = {
  view: (view) => renderObject(view as Record<string, unknown>),
};

const renderers: Record<string, GameRenderer> = {
  linko: linkoRenderer,
  bigfish: bigfishRenderer,
  dalmuti: dalmutiRenderer,
  coins: coinsRenderer,
};

/** The renderer of a game, or the generic one. */
export function rendererFor(gameId: string): GameRenderer {
  return renderers[gameId] ?? genericRenderer;
}
