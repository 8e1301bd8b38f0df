/**
 * Type-level tests of the typed surface, run by vitest's typecheck mode (`npm test`; `npm run typecheck` checks them
 * too): the registry keeps each game's types, `getGame` and `loadGame` narrow by a literal id, bots carry their
 * game's view and move, generic code needs one type parameter and can call `setup({ seats, seed })`, and every member
 * of each game's move and event unions is exported from the game's subpath. Each `@ts-expect-error` is a mistake
 * that must not compile: were it to compile, the directive would be unused and the check would fail.
 */
import { describe, expectTypeOf, test } from 'vitest';
import { type Bot, botFromSpec } from '../../src/bots/index.js';
import type {
  AnyGame,
  AnyGameRules,
  BaseState,
  DealtEvent,
  EventOf,
  Game,
  GameEvent,
  GameOf,
  MatchOverEvent,
  MoveOf,
  OptionsOf,
  Rng,
  SeatView,
  StateOf,
  ViewOf,
} from '../../src/core/index.js';
import type * as BigFish from '../../src/games/bigfish/index.js';
import type * as Coins from '../../src/games/coins/index.js';
import {
  type CoinsCard,
  type CoinsEvent,
  type CoinsMove,
  type CoinsOptions,
  type CoinsState,
  type CoinsView,
  coins,
  coinsRules,
  playMove,
} from '../../src/games/coins/index.js';
import type * as Dalmuti from '../../src/games/dalmuti/index.js';
import { type DalmutiMove, type DalmutiView, dalmuti } from '../../src/games/dalmuti/index.js';
import type * as Linko from '../../src/games/linko/index.js';
import { type GameId, type Games, games, getGame, loadGame } from '../../src/registry.js';

declare const rng: Rng;

describe('the registry keeps each game its own types', () => {
  test('games.coins is the Coins game, not a game of any types', () => {
    expectTypeOf(games.coins).toEqualTypeOf(coins);
    expectTypeOf(games.coins).not.toBeAny();
    const state = games.coins.setup({ seats: 3, seed: 1 });
    expectTypeOf(state).toEqualTypeOf<CoinsState>();
    expectTypeOf(games.coins.view(state, 0)).toEqualTypeOf<SeatView<CoinsView>>();
    expectTypeOf(games.coins.view(state, null)).toEqualTypeOf<CoinsView>();
    // A seat's view has a hand: its first card is a Coins card (or undefined), no `!` needed.
    expectTypeOf(games.coins.view(state, 0).hand[0]).toEqualTypeOf<CoinsCard | undefined>();
    expectTypeOf(games.coins.formatCard).parameter(0).toEqualTypeOf<CoinsCard>();
    // @ts-expect-error a spectator's view may have no hand
    games.coins.view(state, null).hand[0];
    // @ts-expect-error a Linko card is not a Coins card
    games.coins.formatCard(7);
    // @ts-expect-error a Coins view is not a string
    const text: string = games.coins.view(state, 0);
    // @ts-expect-error `myCards` is a field of Dalmuti's view, not of Coins'
    games.coins.view(state, 0).myCards;
    // @ts-expect-error a Dalmuti move does not go into Coins
    games.coins.applyMove(state, { type: 'pass' });
    void text;
  });

  test('getGame narrows by a literal id; any other string gives some game, or undefined', () => {
    expectTypeOf(getGame('coins')).toEqualTypeOf(coins);
    const dalmutiGame = getGame('dalmuti');
    expectTypeOf<ViewOf<typeof dalmutiGame>>().toEqualTypeOf<DalmutiView>();
    const typed: string = 'coins';
    expectTypeOf(getGame(typed)).toEqualTypeOf<AnyGame | undefined>();
    expectTypeOf<'coins'>().toExtend<GameId>();
    expectTypeOf<'chess'>().not.toExtend<GameId>();
    expectTypeOf<Games['coins']>().toEqualTypeOf<typeof coins>();
  });

  test('loadGame resolves to the game of the id, with its types', () => {
    expectTypeOf(loadGame('coins')).toEqualTypeOf<Promise<typeof coins>>();
    expectTypeOf(loadGame('dalmuti')).resolves.toEqualTypeOf<typeof dalmuti>();
    const chosen: string = 'coins';
    expectTypeOf(loadGame(chosen)).toEqualTypeOf<Promise<AnyGame>>();
  });
});

describe('bots carry their game’s view and move types', () => {
  test("botFromSpec returns a bot of the game's view and move", () => {
    expectTypeOf(botFromSpec('random', coins)).toEqualTypeOf<Bot<CoinsView, CoinsMove>>();
    expectTypeOf(botFromSpec('heuristic', games.dalmuti)).toEqualTypeOf<Bot<DalmutiView, DalmutiMove>>();
  });

  test("a Coins bot's move does not go into Dalmuti, nor a Dalmuti view into a Coins bot", async () => {
    const bot = botFromSpec('random', coins);
    const cs = coins.setup({ seats: 3, seed: 1 });
    const move = await bot(coins.view(cs, 0), coins.legalMoves(cs), rng, 0);
    expectTypeOf(move).toEqualTypeOf<CoinsMove>();
    const ds = dalmuti.setup({ seats: 4, seed: 1 });
    // @ts-expect-error a Coins move into dalmuti.applyMove
    dalmuti.applyMove(ds, move);
    // @ts-expect-error a Dalmuti view and moves into a Coins bot
    await bot(dalmuti.view(ds, 0), dalmuti.legalMoves(ds), rng, 0);
  });
});

describe('generic code needs one type parameter', () => {
  test('the helpers read every type of a game', () => {
    expectTypeOf<StateOf<typeof coins>>().toEqualTypeOf<CoinsState>();
    expectTypeOf<MoveOf<typeof coins>>().toEqualTypeOf<CoinsMove>();
    expectTypeOf<ViewOf<typeof coins>>().toEqualTypeOf<CoinsView>();
    expectTypeOf<OptionsOf<typeof coins>>().toEqualTypeOf<CoinsOptions>();
    expectTypeOf<EventOf<typeof coins>>().toEqualTypeOf<CoinsEvent>();
    expectTypeOf<GameOf<typeof coins>>().toEqualTypeOf<typeof coins>();
  });

  test('a function over any game deals with setup({ seats, seed }) and keeps the game’s types inside', () => {
    function firstMoves<G extends AnyGame>(g: G, seed: number): readonly MoveOf<G>[] {
      const game: GameOf<G> = g;
      const state: StateOf<G> = game.setup({ seats: game.seats.min, seed });
      const view: ViewOf<G> = game.view(state, 0);
      void view;
      // @ts-expect-error inside, a move must be the game's own move
      game.applyMove(state, 'not a move');
      // @ts-expect-error inside, a view is not a state
      game.applyMove(view, game.legalMoves(state)[0]!);
      return game.legalMoves(state);
    }
    expectTypeOf(firstMoves(coins, 1)).toEqualTypeOf<readonly CoinsMove[]>();
    expectTypeOf(firstMoves(games.dalmuti, 1)).toEqualTypeOf<readonly DalmutiMove[]>();
  });

  test('setup({ seats, seed }) also compiles with the five type parameters spelled out', () => {
    function deal<S extends BaseState<O>, M, V, O, E extends GameEvent>(game: Game<S, M, V, O, E>): S {
      return game.setup({ seats: game.seats.min, seed: 1 });
    }
    expectTypeOf(deal(coins)).toEqualTypeOf<CoinsState>();
  });

  test("a game's own options stay checked by name and type", () => {
    coins.setup({ seats: 3, seed: 1, target: 10 });
    // @ts-expect-error `target` is a number
    coins.setup({ seats: 3, target: 'ten' });
    // @ts-expect-error no such option
    coins.setup({ seats: 3, targt: 10 });
    expectTypeOf(playMove('CoA')).toEqualTypeOf<CoinsMove>();
  });
});

describe("a game's rules object (`coinsRules`) has the same types as the game, and none of its players parts", () => {
  test('the same state, move, view, options and events', () => {
    expectTypeOf<StateOf<typeof coinsRules>>().toEqualTypeOf<CoinsState>();
    expectTypeOf<MoveOf<typeof coinsRules>>().toEqualTypeOf<CoinsMove>();
    expectTypeOf<ViewOf<typeof coinsRules>>().toEqualTypeOf<CoinsView>();
    expectTypeOf<OptionsOf<typeof coinsRules>>().toEqualTypeOf<CoinsOptions>();
    expectTypeOf<EventOf<typeof coinsRules>>().toEqualTypeOf<CoinsEvent>();
    const state: CoinsState = coins.setup({ seats: 3, seed: 1 });
    expectTypeOf(coinsRules.applyMove(state, playMove('CoA'))).toEqualTypeOf<CoinsState>();
    const lean: AnyGameRules = coinsRules;
    void lean;
  });

  test('no bot, search or encoding takes it', () => {
    // @ts-expect-error the rules object has no heuristic (bots import the game itself)
    void coinsRules.heuristic;
    // @ts-expect-error no bot is made from the rules object
    botFromSpec('random', coinsRules);
    // @ts-expect-error the rules object has no hidden-card hooks, which search needs
    void coinsRules.hidden;
  });
});

describe("every member of each game's move and event unions is exported from its subpath", () => {
  test('Coins', () => {
    expectTypeOf<Coins.CoinsMove>().toEqualTypeOf<Coins.CoinsMove>();
    expectTypeOf<Coins.CoinsEvent>().toEqualTypeOf<
      Coins.CardPlayedEvent | Coins.TrickWonEvent | DealtEvent | MatchOverEvent
    >();
    expectTypeOf<Coins.CoinsCard>().toExtend<string>();
    expectTypeOf<Coins.CoinsState['hands'][number][number]>().toEqualTypeOf<Coins.CardId>();
  });

  test('Dalmuti', () => {
    expectTypeOf<Dalmuti.DalmutiMove>().toEqualTypeOf<
      | Dalmuti.PlayMove
      | Dalmuti.PassMove
      | Dalmuti.RevolutionMove
      | Dalmuti.GiftMove
      | Dalmuti.SwapMove
      | Dalmuti.SwapCardMove
      | Dalmuti.JoinSlotMove
    >();
    expectTypeOf<Dalmuti.DalmutiEvent>().toEqualTypeOf<
      | DealtEvent
      | Dalmuti.RevolutionEvent
      | Dalmuti.TaxPaidEvent
      | Dalmuti.SwapChosenEvent
      | Dalmuti.CardsSwappedEvent
      | Dalmuti.SetPlayedEvent
      | Dalmuti.PassedEvent
      | Dalmuti.RoundWonEvent
      | Dalmuti.PlayerOutEvent
      | Dalmuti.HandOverEvent
      | Dalmuti.SeatJoinedEvent
      | MatchOverEvent
    >();
    expectTypeOf<Dalmuti.DalmutiView['phase']>().toEqualTypeOf<Dalmuti.Phase>();
    expectTypeOf<Dalmuti.DalmutiView['roles'][number]>().toEqualTypeOf<Dalmuti.Role | null>();
  });

  test('Linko', () => {
    expectTypeOf<Linko.LinkoMove>().toEqualTypeOf<
      | Linko.PlayMove
      | Linko.TakeMove
      | Linko.DeclineMove
      | Linko.TakeBackMove
      | Linko.DiscardMove
      | Linko.DrawDeckMove
      | Linko.DrawDisplayMove
      | Linko.PassMove
    >();
    expectTypeOf<Linko.LinkoEvent>().toEqualTypeOf<
      | Linko.SeatSetEvent
      | Linko.SnatchEvent
      | Linko.CardDrawnEvent
      | Linko.SeatEvent
      | Linko.DisplayRefilledEvent
      | Linko.GameEndedEvent
      | DealtEvent
      | MatchOverEvent
    >();
  });

  test('Big Fish', () => {
    expectTypeOf<BigFish.BigFishMove>().toEqualTypeOf<
      BigFish.PlaceMove | BigFish.ChoosePlusMove | BigFish.ChooseBonusMove | BigFish.EndTurnMove
    >();
    expectTypeOf<BigFish.BigFishEvent>().toEqualTypeOf<
      | BigFish.CardPlacedEvent
      | BigFish.RowTakenEvent
      | BigFish.PlusChoiceEvent
      | BigFish.BonusChoiceEvent
      | BigFish.BonusClaimedEvent
      | BigFish.BonusStolenEvent
      | BigFish.NewRowEvent
      | BigFish.RowClosedEvent
      | BigFish.HandRefilledEvent
      | BigFish.TurnEndedEvent
      | BigFish.PlayerOutEvent
      | BigFish.EndBonusEvent
      | MatchOverEvent
      | BigFish.MistakeEvent
    >();
    expectTypeOf<BigFish.BigFishState['phase']>().toEqualTypeOf<BigFish.Phase>();
  });
});
