/**
 * The engine's `render`: a match as a seat (or a spectator) sees it, in the game's own words — the game's
 * `describeView` lines and its move notation, never raw view fields. Every registered game.
 */

import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../src/core/index.js';
import { games } from '../../src/registry.js';
import { session } from './helpers.js';

describe.each(Object.values<AnyGame>(games).map((game) => [game.id, game] as const))(
  '%s: render',
  (id, game) => {
    it("shows the seat's view in the game's words, and the legal moves in its notation", () => {
      const { send } = session();
      const seats = game.seats.min;
      const started = send({ cmd: 'start', game: id, seats, seed: 3 });
      expect(started.ok).toBe(true);
      const state = game.setup({ seats, seed: 3 });
      const seat = game.toAct(state)!;
      const text: string = send({ cmd: 'render', match: started.match, seat }).text;
      const lines = text.split('\n');
      expect(lines[0]).toBe(`${game.name} · match ${started.match} · seat ${seat} to act`);
      // Every line the game writes for this view is there, in order, and nothing is a raw JSON dump of a view field.
      const described = game.describeView(game.view(state, seat)).map((line) => `  ${line}`);
      expect(lines.slice(2, 2 + described.length)).toEqual(described);
      expect(text).not.toMatch(/^\s+\w+: [[{"]/m);
      const legal = game.legalMoves(state).map((move) => game.formatMove(move));
      expect(lines[lines.length - 1]).toMatch(/^legal: /);
      for (const move of legal) expect(lines[lines.length - 1]).toContain(move);
      // A spectator's picture names no hand.
      const spectator: string = send({ cmd: 'render', match: started.match, seat: null }).text;
      expect(spectator.split('\n')[1]).toBe('as a spectator sees it:');
      for (const line of game.describeView(game.view(state, null))) expect(spectator).toContain(line);
    });
  },
);
