// Helpers in whole games through the real machinery: random players and bots of every level
// finish games with Helpers (alone or with Friends, in either order) at every table size and
// with both 5–6 turn rules; a fold of the events is the state, the notation reads back, and each
// viewer's fold of its redacted stream shows it no other hand than the Noblewoman's look.
import { describe, expect, it } from 'vitest';
import {
  decide, evolve, fold, format, initialState, levelCommandFor, parse, playBots, redact, redactState, seededRandom, simulate,
  supplyInputs, totalPoints, type Event, type Expansion, type Player, type State, type TurnRule, type Viewer,
} from './friends-support.ts';
import * as v from 'valibot';
import { helpersPart, HELPERS_LIST, legalHelperCommands } from '../../domain/catan/modules/helpers/index.ts';
import { ClientCommand } from '../../functions/protocol/messages.ts';

type Options = { readonly modules: readonly Expansion[]; readonly turnRule?: TurnRule };

const TABLES: readonly [number, Options][] = [
  [3, { modules: ['helpers'] }], [4, { modules: ['helpers', 'friends'] }], [4, { modules: ['friends', 'helpers'] }],
  [5, { modules: ['helpers'], turnRule: 'special-building' }], [5, { modules: ['helpers', 'friends'], turnRule: 'paired' }],
  [6, { modules: ['helpers'], turnRule: 'paired' }], [6, { modules: ['friends', 'helpers'], turnRule: 'special-building' }],
];

/** The ten helpers are all in play, once each. */
function checkHelpers(s: State): void {
  if (s.phase !== 'playing' && s.phase !== 'finished') return;
  const part = helpersPart(s);
  const inPlay = [...part.held.flatMap((h) => (h ? [h.helper] : [])), ...part.display].sort();
  expect(inPlay).toEqual([...HELPERS_LIST].sort());
}

/** What a viewer's fold may know: the state redacted for it (hands, cards, the look's cards). */
function checkViews(events: readonly Event[], state: State): void {
  for (const viewer of [0, 1, 'spectator'] as Viewer[]) {
    expect(fold(events.map((e) => redact(e, viewer)), initialState(viewer))).toEqual(redactState(state, viewer));
  }
}

describe('games with Helpers between random players', () => {
  it.each(TABLES)('finish with %i players (%o), a fold of the events being the state', (players, options) => {
    let uses = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const { events, state } = simulate(seed, { players, ...options });
      expect(state.phase, `seed ${seed}`).toBe('finished');
      if (state.phase !== 'finished') continue;
      expect(totalPoints(state, state.winner)).toBe(state.points);
      expect(events[0]).toMatchObject({ modules: [...(options.turnRule ? [options.turnRule] : []), ...['friends', 'helpers'].filter((m) => options.modules.includes(m as Expansion))] });
      expect(events.filter((e) => e.type === 'HelperDealt')).toHaveLength(players);
      uses += events.filter((e) => e.type === 'HelperUsed').length;
      let s = initialState();
      events.forEach((e, i) => {
        s = evolve(s, e);
        if (i % 40 === 0) checkHelpers(s);
      });
      expect(s).toEqual(state);
      checkViews(events, state);
    }
    expect(uses).toBeGreaterThan(0);
  });

  it('read back from their notation exactly, a viewer\'s copy too', () => {
    for (const [players, options] of TABLES) {
      const { events } = simulate(players * 11, { players, ...options });
      expect(parse(format(events))).toEqual(events);
      const seen = events.map((e) => redact(e, 1));
      expect(parse(format(seen))).toEqual(seen);
    }
  });

  it('show a Noblewoman\'s look to her player only, and a look at the deck likewise', () => {
    let looks = 0;
    for (let seed = 1; seed <= 30 && looks < 3; seed++) {
      const { events } = simulate(seed, { players: 4, modules: ['helpers'] });
      events.forEach((e, i) => {
        if (e.type !== 'HandShown' && e.type !== 'DeckShown') return;
        looks++;
        // What was looked at (not the price the Architect pays, which is public).
        const shown = (viewer: Viewer) => {
          const seen = redact(e, viewer) as typeof e;
          return seen.type === 'HandShown' ? seen.hand : seen.cards.some((c) => c !== null) ? seen.cards : null;
        };
        for (let viewer = 0; viewer < 4; viewer++) expect(shown(viewer) === null, `viewer ${viewer}`).toBe(viewer !== e.seat);
        expect(shown('spectator')).toBeNull();
        checkViews(events.slice(0, i + 1), fold(events.slice(0, i + 1), initialState()));
      });
    }
    expect(looks).toBeGreaterThan(0);
  });
});

describe('the protocol', () => {
  it('takes every helper command a seat may send (without its seat), and no unknown field', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed <= 4; seed++) {
      let s: State = initialState();
      for (const e of simulate(seed, { players: 4, modules: ['helpers'], maxCommands: 400 }).events) {
        s = evolve(s, e);
        if (s.phase !== 'playing') continue;
        for (let seat = 0; seat < 4; seat++) {
          for (const { seat: _, ...c } of legalHelperCommands(s, seat)) {
            expect(v.safeParse(ClientCommand, c).success, JSON.stringify(c)).toBe(true);
            kinds.add(c.type === 'UseHelper' ? c.use.helper : c.type);
          }
        }
      }
    }
    expect(kinds.size).toBeGreaterThan(5);
    expect(v.safeParse(ClientCommand, { type: 'UseHelper', use: { helper: 'architect', draws: [0.1] }, then: 'flip' }).success).toBe(false);
    expect(v.safeParse(ClientCommand, { type: 'UseHelper', use: { helper: 'captain', resource: 'ore' }, then: 'gold' }).success).toBe(false);
  });
});

describe('games with Helpers between bots', () => {
  /** Every bot move from its level (no random fallback), each accepted by decide on the full state. */
  const checked = (seed: number, players: readonly Player[], options: Options) => {
    const used = new Map<string, number>();
    const game = playBots(seed, players, {
      ...options, maxCommands: 6000,
      choose: (player, state, seat, random) => {
        const command = levelCommandFor(player, redactState(state, seat), seat, random);
        if (command === null) throw new Error(`${player} at seat ${seat} gave no move (seed ${seed})`);
        const d = decide(supplyInputs(command, seededRandom(seed)), state);
        if (!d.ok) throw new Error(`${player} ${JSON.stringify(command)}: ${d.rejection.code} (seed ${seed})`);
        used.set(`${player} ${command.type}`, (used.get(`${player} ${command.type}`) ?? 0) + 1);
        return command;
      },
    });
    return { ...game, used };
  };

  it('finish their games at every level and table size, the good bot using its helper', () => {
    let helped = 0;
    const tables: [Player[], Options][] = [
      [['easy', 'good', 'good'], { modules: ['helpers'] }],
      [['good', 'easy', 'good', 'random'], { modules: ['helpers', 'friends'] }],
      [['good', 'good', 'easy', 'good', 'good'], { modules: ['helpers'], turnRule: 'special-building' }],
      [['easy', 'good', 'good', 'easy', 'good', 'good'], { modules: ['friends', 'helpers'], turnRule: 'paired' }],
      [['expert', 'good', 'easy'], { modules: ['helpers'] }],
    ];
    tables.forEach(([players, options], i) => {
      const game = checked(60 + i, players, options);
      expect(game.winner, players.join(',')).not.toBeNull();
      helped += game.used.get('good UseHelper') ?? 0;
    });
    expect(helped).toBeGreaterThan(0);
  });
});
