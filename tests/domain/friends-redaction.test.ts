// Friends and hidden information (a project decision: a token's guild is seen by its owner only,
// like cards in hand). No other seat and no spectator ever learns the guild of a token drawn or
// returned, nor the supply's order; a viewer's fold of its redacted stream is the full state
// redacted for it; and a bot's move depends only on what its seat sees.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  botCommand, fold, initialState, redact, redactState, seededRandom, simulate, type BotLevel, type Event, type State, type TurnRule, type Viewer,
} from './friends-support.ts';
import { expertCommand } from '../../domain/catan/bots/expert.ts';
import { friendsPart, GUILDS, makeTokens, type FriendsPart, type Guild, type Tokens } from '../../domain/catan/modules/friends/index.ts';

const sample = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  players: fc.constantFrom(3, 4, 5, 6),
  turnRule: fc.constantFrom<TurnRule | undefined>(undefined, 'paired'),
  at: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
});

const gameOf = (g: { seed: number; players: number; turnRule: TurnRule | undefined }) =>
  simulate(g.seed, { players: g.players, modules: ['friends'], ...(g.players >= 5 && g.turnRule ? { turnRule: g.turnRule } : {}) });

const viewersOf = (players: number): Viewer[] => [...Array.from({ length: players }, (_, s) => s), 'spectator'];

/** What a viewer other than the owner must not see in a Friends event: null, or the event names it. */
function leaks(e: Event, viewer: Viewer): boolean {
  switch (e.type) {
    case 'FavorTokensShuffled': return e.order !== null;
    case 'FavorDrawn': return e.guild !== null && viewer !== e.seat;
    case 'FavorReturned': return e.at !== null || (e.guild !== null && viewer !== e.seat);
    case 'ScholarsCardTaken': return e.card !== null && viewer !== e.seat;
    default: return false;
  }
}

const named = (t: Tokens) => GUILDS.reduce((n, g) => n + t[g], 0);

describe('Friends redaction', () => {
  it('never names another seat\'s token, the supply\'s order or where a token went back, to a seat or a spectator', () => {
    fc.assert(fc.property(sample, (g) => {
      const { events } = gameOf(g);
      for (const viewer of viewersOf(g.players)) {
        for (const e of events) expect(leaks(redact(e, viewer), viewer), `${JSON.stringify(e)} for ${viewer}`).toBe(false);
      }
    }), { numRuns: 12 });
  });

  it('folds, for every viewer at any point of a game, into the full state redacted for it', () => {
    fc.assert(fc.property(sample, (g) => {
      const { events } = gameOf(g);
      const n = 1 + Math.floor(g.at * (events.length - 1));
      const full = fold(events.slice(0, n), initialState());
      for (const viewer of viewersOf(g.players)) {
        const seen = fold(events.slice(0, n).map((e) => redact(e, viewer)), initialState(viewer));
        expect(seen).toEqual(redactState(full, viewer));
        if (seen.phase !== 'playing' && seen.phase !== 'finished') continue;
        const part = friendsPart(seen);
        expect(part.stack).toBeNull();
        part.tokens.forEach((t, seat) => {
          if (seat !== viewer) expect(named(t)).toBe(0);
        });
      }
    }), { numRuns: 25 });
  });

  it('shows the owner its own tokens and the others only how many', () => {
    const { events, state } = simulate(3, { players: 4, modules: ['friends'] });
    const full = friendsPart(state as never);
    const seat = full.tokens.findIndex((t) => named(t) > 0);
    expect(seat).toBeGreaterThanOrEqual(0);
    const view = fold(events.map((e) => redact(e, seat)), initialState(seat));
    const part = friendsPart(view as never);
    expect(part.tokens[seat]).toEqual(full.tokens[seat]);
    for (let other = 0; other < 4; other++) {
      if (other !== seat) expect(part.tokens[other]).toEqual(makeTokens(0, 0, 0, 0, 0, named(full.tokens[other])));
    }
    expect(part.supply).toBe(full.supply);
  });
});

/** Another world a seat cannot tell apart: the other seats' tokens and the supply dealt anew from the same pool. */
function otherWorld(s: State, seat: number, seed: number): State {
  if (s.phase !== 'playing') return s;
  const part = friendsPart(s);
  const pool: Guild[] = [...part.stack!];
  part.tokens.forEach((t, i) => {
    if (i !== seat) for (const g of GUILDS) for (let k = 0; k < t[g]; k++) pool.push(g);
  });
  const random = seededRandom(seed);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  let next = 0;
  const tokens = part.tokens.map((t, i) => {
    if (i === seat) return t;
    const out = { ...makeTokens(0, 0, 0, 0, 0, 0) };
    for (let k = 0; k < named(t); k++) out[pool[next++]]++;
    return out;
  });
  // The others' fresh tokens: none named in the new world (a seat never sees them anyway).
  const fresh = part.fresh.map((t, i) => (i === seat ? t : makeTokens(0, 0, 0, 0, 0, 0)));
  const world: FriendsPart = { ...part, tokens, fresh, stack: pool.slice(next) };
  return { ...s, parts: { ...s.parts, friends: world } };
}

describe('bots with Friends', () => {
  it('make the same move in any world their seat cannot tell apart from the real one', () => {
    let compared = 0;
    fc.assert(fc.property(sample, (g) => {
      const { events } = gameOf(g);
      // A point in play (fast-check likes the ends of a range: the lobby and the end are not wanted here).
      const s = fold(events.slice(0, Math.floor(events.length * (0.1 + 0.8 * g.at))), initialState());
      if (s.phase !== 'playing') return;
      for (let seat = 0; seat < s.players; seat++) {
        const world = otherWorld(s, seat, g.seed);
        const view = redactState(s, seat);
        expect(redactState(world, seat)).toEqual(view);
        for (const level of ['easy', 'good'] as BotLevel[]) {
          expect(botCommand(redactState(world, seat), seat, level, seededRandom(g.seed))).toEqual(botCommand(view, seat, level, seededRandom(g.seed)));
          compared++;
        }
        // The expert's search too (over its own sampled worlds, Friends' hidden tokens dealt at random), on few worlds.
        if (seat === s.turn.seat) {
          expect(expertCommand(redactState(world, seat), seat, seededRandom(g.seed), 2)).toEqual(expertCommand(view, seat, seededRandom(g.seed), 2));
        }
      }
    }), { numRuns: 25 });
    expect(compared).toBeGreaterThan(50);
  });
});
