// Friends in whole games: random players and bots of every level finish games with Friends at
// every table size and with the 5–6 turn rules; tokens and chips are conserved, points equal
// their sources, the notation reads back, and a fold of the events is the state.
import { describe, expect, it } from 'vitest';
import {
  decide, evolve, fold, format, initialState, levelCommandFor, parse, playBots, pointSources, redact as redactEvent, redactState,
  seededRandom, simulate, supplyInputs, totalPoints, type Player, type State, type TurnRule,
} from './friends-support.ts';
import { friendsPart, GUILDS, tokensInPlay, CATAN_CHIPS } from '../../domain/catan/modules/friends/index.ts';

/** Every invariant of Friends' part in a full state. */
function checkFriends(s: State): void {
  if (s.phase !== 'playing' && s.phase !== 'finished') return;
  const part = friendsPart(s);
  const inPlay = tokensInPlay(s.players);
  expect(part.stack?.length).toBe(part.supply);
  for (const g of GUILDS) {
    const held = part.tokens.reduce((n, t) => n + t[g], 0);
    expect(part.stack!.filter((x) => x === g).length + held + part.paid[g], g).toBe(inPlay[g]);
  }
  expect(part.chips.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(CATAN_CHIPS);
  for (let seat = 0; seat < s.players; seat++) {
    const src = pointSources(s, seat);
    expect(src.extra).toBe(part.chips[seat]);
    expect(totalPoints(s, seat)).toBe(src.settlements + 2 * src.cities + 2 * src.longestRoad + 2 * src.largestArmy + src.victoryPointCards + src.extra);
  }
}

const GAMES: readonly [number, TurnRule | undefined][] = [[3, undefined], [4, undefined], [5, 'special-building'], [5, 'paired'], [6, 'special-building'], [6, 'paired']];

describe('games with Friends between random players', () => {
  it.each(GAMES)('finish at 11 points with %i players (%s), conserving tokens and chips', (players, turnRule) => {
    let favors = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { events, state } = simulate(seed, { players, modules: ['friends'], ...(turnRule ? { turnRule } : {}) });
      expect(state.phase, `seed ${seed}`).toBe('finished');
      if (state.phase !== 'finished') continue;
      expect(state.points).toBeGreaterThanOrEqual(11);
      expect(totalPoints(state, state.winner)).toBe(state.points);
      expect(events[0]).toMatchObject({ modules: turnRule ? [turnRule, 'friends'] : ['friends'] });
      favors += events.filter((e) => e.type === 'FavorDrawn').length;
      // Event by event: the invariants hold, and evolving one by one is the fold.
      let s = initialState();
      events.forEach((e, i) => {
        s = evolve(s, e);
        if (i % 50 === 0 || i === events.length - 1) checkFriends(s);
      });
      expect(fold(events, initialState())).toEqual(state);
      expect(s).toEqual(state);
    }
    expect(favors).toBeGreaterThan(0);
  });

  it('read back from their notation exactly', () => {
    for (const [players, turnRule] of GAMES) {
      const { events } = simulate(players * 7, { players, modules: ['friends'], ...(turnRule ? { turnRule } : {}) });
      expect(parse(format(events))).toEqual(events);
      // A viewer's copy too, with '?' for what it may not see.
      const seen = events.map((e) => redactEvent(e, 1));
      expect(parse(format(seen))).toEqual(seen);
    }
  });

  it('use every Friends command and event between them', () => {
    const types = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) for (const e of simulate(seed, { players: 4, modules: ['friends'] }).events) types.add(e.type);
    for (const t of ['FavorTokensShuffled', 'FavorDrawn', 'GiftOffered', 'GiftAccepted', 'GiftRefused', 'FavorUsed', 'MerchantSwapped',
      'TraderResourceTaken', 'ScholarsCardTaken', 'CatanChipTaken', 'FavorReturned', 'RoadPlaced']) {
      expect(types, t).toContain(t);
    }
  });
});

describe('games with Friends between bots', () => {
  /** Every bot move from levelCommand (no random fallback), each accepted by decide on the full state. */
  const checked = (seed: number, players: readonly Player[], turnRule?: TurnRule) => {
    const used = new Map<string, number>();
    const game = playBots(seed, players, {
      modules: ['friends'], ...(turnRule ? { turnRule } : {}), maxCommands: 6000,
      choose: (player, state, seat, random) => {
        const command = levelCommandFor(player, redactState(state, seat), seat, random);
        if (command === null) throw new Error(`${player} at seat ${seat} gave no move (seed ${seed})`);
        const d = decide(supplyInputs(command, seededRandom(seed)), state);
        if (!d.ok) throw new Error(`${player} ${JSON.stringify(command)}: ${d.rejection.code} (seed ${seed})`);
        used.set(command.type, (used.get(command.type) ?? 0) + 1);
        return command;
      },
    });
    return { ...game, used };
  };

  it('finish their games at every level and table size, the good bot using favors', () => {
    const used = new Map<string, number>();
    const tables: [Player[], TurnRule | undefined][] = [
      [['easy', 'good', 'good'], undefined], [['good', 'easy', 'good', 'easy'], undefined], [['good', 'good', 'easy', 'good', 'good'], 'special-building'],
      [['easy', 'good', 'good', 'easy', 'good', 'good'], 'paired'], [['expert', 'good', 'easy'], undefined],
    ];
    tables.forEach(([players, turnRule], i) => {
      const game = checked(40 + i, players, turnRule);
      expect(game.winner, players.join(',')).not.toBeNull();
      for (const [t, n] of game.used) used.set(t, (used.get(t) ?? 0) + n);
    });
    for (const t of ['UseFavor', 'OfferGift', 'AcceptGift']) expect(used.get(t) ?? 0, t).toBeGreaterThan(0);
  });
});
