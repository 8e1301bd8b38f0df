import { describe, expect, it } from 'vitest';
import * as api from '../../../src/games/coins/index.js';

describe('cardrules/coins public surface', () => {
  it('exports the game object and the named pieces bound from it', () => {
    const { coins } = api;
    expect(coins.id).toBe('coins');
    expect(coins.name).toBe('Coins');
    let s = api.setup({ seats: 3, seed: 1 });
    const first = api.toAct(s)!;
    expect(first).toBe(coins.toAct(s));
    const move = api.legalMoves(s)[0]!;
    expect(api.validate(s, move).ok).toBe(true);
    const step = api.applyMoveWithEvents(s, move);
    s = api.applyMove(s, move);
    expect(JSON.stringify(step.state)).toBe(JSON.stringify(s));
    expect(api.score(s)).toEqual([0, 0, 0]);
    expect(api.isOver(s)).toBe(false);
    expect(api.winners(s)).toEqual([]);
    expect(api.view(s, 0).handSizes).toEqual([16, 16, 16].map((n, i) => (i === first ? n - 1 : n)));
    expect(api.loadState(JSON.parse(JSON.stringify(s))).ok).toBe(true);
  });

  it('exports the deck, the suit cycle and the trick rule', () => {
    expect(api.CARDS).toHaveLength(api.DECK_SIZE);
    expect(api.SUIT_CYCLE).toHaveLength(4);
    expect(api.resolveTrick(['ClC', 'ClR', 'ClA']).card).toBe('ClA');
    expect(api.cardNameEs('CoA')).toBe('As de Oros');
    expect(api.idOfCard('CoA')).toBe(api.cardId('CoA'));
    expect(api.CARDS.every((c, i) => api.idOfCard(c) === i && api.isCard(c))).toBe(true);
  });
});
