import { describe, expect, it } from 'vitest';
import { games, getGame } from '../../src/registry.js';

describe('registry', () => {
  it('holds the four games under their ids', () => {
    expect(Object.keys(games).sort()).toEqual(['bigfish', 'coins', 'dalmuti', 'linko']);
    for (const [id, game] of Object.entries(games)) expect(game.id).toBe(id);
  });

  it('getGame finds games by id and nothing else', () => {
    expect(getGame('coins')?.id).toBe('coins');
    expect(getGame('constructor')).toBeUndefined();
    expect(getGame('__proto__')).toBeUndefined();
  });
});
