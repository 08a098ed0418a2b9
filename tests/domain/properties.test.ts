// Properties of whole games, over more than 1,000 games played by seeded random bots
// (`simulate(seed)`): what the rulebook keeps constant at every moment of every game.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decide, devTotal, evolve, fold, handTotal, initialState, legalCommands, longestRoad, pointSources, redact, redactState,
  RESOURCES, seededRandom, simulate, supplyInputs, totalPoints,
  type BoardKind, type Event, type InPhase, type State, type Viewer,
} from '../../domain/catan/index.ts';

/** PROPERTY_SCALE=10 runs ten times as many games (a deeper search, not for every run). */
const SCALE = Number(process.env.PROPERTY_SCALE ?? 1);
const runs = (n: number) => ({ numRuns: Math.round(n * SCALE) });

/** Random games end well before this many commands; a game still running after it is a bug. */
const COMMAND_BOUND = 10_000;

interface Game {
  readonly seed: number;
  readonly players: 3 | 4;
  readonly board: BoardKind;
}
const games = fc.record<Game>({
  seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  players: fc.constantFrom(3 as const, 4 as const),
  board: fc.constantFrom<BoardKind>('variable', 'variable', 'beginner'),
});
const play = (g: Game) => simulate(g.seed, { players: g.players, board: g.board, maxCommands: COMMAND_BOUND });

type Live = InPhase<'setup' | 'playing' | 'finished'>;
const isLive = (s: State): s is Live => s.phase === 'setup' || s.phase === 'playing' || s.phase === 'finished';
const AWARDS = new Set<Event['type']>(['LongestRoadChanged', 'LargestArmyChanged', 'GameWon']);
const PROGRESS = new Set<Event['type']>(['RoadBuildingPlayed', 'YearOfPlentyPlayed', 'MonopolyPlayed']);

/** A cheap assertion for the hot loops (vitest's expect is too slow to call a million times). */
function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

/** Folds the stream, calling `check` with the state after every event (and the events so far). */
function everyState(events: readonly Event[], check: (s: State, i: number) => void): State {
  let s = initialState();
  events.forEach((e, i) => {
    s = evolve(s, e);
    check(s, i);
  });
  return s;
}

describe('properties of simulated games', () => {
  it('conserve the 95 resource cards (bank + hands) and the 25 development cards (deck + hands + played) at every event', () => {
    fc.assert(fc.property(games, (g) => {
      const { events } = play(g);
      let progressPlayed = 0;
      everyState(events, (s, i) => {
        if (PROGRESS.has(events[i].type)) progressPlayed++;
        if (s.phase === 'none') return;
        const bank = RESOURCES.reduce((n, r) => n + s.bank[r], 0);
        const hands = s.hands.reduce((n, h) => n + handTotal(h), 0);
        check(bank + hands === 95, () => `${bank} in the bank + ${hands} in hands after event ${i} (${events[i].type})`);
        for (const h of s.hands) for (const v of Object.values(h)) check(v >= 0, () => `a negative hand after event ${i}: ${JSON.stringify(h)}`);
        for (const r of RESOURCES) check(s.bank[r] >= 0, () => `a negative bank after event ${i}: ${JSON.stringify(s.bank)}`);
        const dev = devTotal(s.deck) + s.devCards.reduce((n, d) => n + devTotal(d), 0)
          + s.knights.reduce((a, b) => a + b, 0) + progressPlayed;
        check(dev === 25, () => `${dev} development cards after event ${i} (${events[i].type})`);
      });
    }), runs(300));
  });

  it('keep every player\'s pieces within 5 settlements, 4 cities and 15 roads, the board and the supply adding up', () => {
    fc.assert(fc.property(games, (g) => {
      const { events } = play(g);
      everyState(events, (s) => {
        if (!isLive(s)) return;
        const onBoard = s.pieces.map(() => ({ settlements: 0, cities: 0, roads: 0 }));
        for (const b of s.buildings) if (b) onBoard[b.seat][b.kind === 'city' ? 'cities' : 'settlements']++;
        for (const r of s.roads) if (r >= 0) onBoard[r].roads++;
        s.pieces.forEach((p, seat) => {
          const b = onBoard[seat];
          check(p.settlements + b.settlements === 5 && p.cities + b.cities === 4 && p.roads + b.roads === 15,
            () => `seat ${seat}: supply ${JSON.stringify(p)}, board ${JSON.stringify(b)}`);
          check(Math.min(p.settlements, p.cities, p.roads) >= 0, () => `seat ${seat}: supply ${JSON.stringify(p)}`);
        });
      });
    }), runs(150));
  });

  it('count each player\'s points as the sum of their sources, and keep the special cards where the rules put them', () => {
    fc.assert(fc.property(games, (g) => {
      const { events } = play(g);
      everyState(events, (s, i) => {
        if (s.phase !== 'playing' && s.phase !== 'finished') return;
        const built = s.hands.map(() => ({ settlements: 0, cities: 0 }));
        for (const b of s.buildings) if (b) built[b.seat][b.kind === 'city' ? 'cities' : 'settlements']++;
        s.hands.forEach((_, seat) => {
          const src = pointSources(s, seat);
          const expected = {
            settlements: built[seat].settlements,
            cities: built[seat].cities,
            longestRoad: s.longestRoad === seat ? 1 : 0,
            largestArmy: s.largestArmy === seat ? 1 : 0,
            victoryPointCards: s.devCards[seat].victoryPoint,
            extra: 0,
          };
          check(JSON.stringify(src) === JSON.stringify(expected), () => `seat ${seat} after event ${i}: ${JSON.stringify(src)} ≠ ${JSON.stringify(expected)}`);
          const sum = src.settlements + 2 * src.cities + 2 * src.longestRoad + 2 * src.largestArmy + src.victoryPointCards + src.extra;
          check(totalPoints(s, seat) === sum, () => `seat ${seat} after event ${i}: ${totalPoints(s, seat)} points ≠ ${sum}`);
        });
        // Once every consequence of a command has been told: the active player has fewer than 10
        // points (or it would have won), and the special cards are where the rules put them.
        if (i + 1 < events.length && AWARDS.has(events[i + 1].type)) return;
        if (s.phase === 'playing') {
          const active = s.turn.seat;
          check(totalPoints(s, active) < 10, () => `seat ${active} has ${totalPoints(s, active)} points in its turn and has not won, after event ${i}`);
        }
        const k = s.knights;
        const most = Math.max(...k);
        if (s.largestArmy === null) check(most < 3, () => `nobody holds Largest Army with ${k} knights, after event ${i}`);
        else check(k[s.largestArmy] === most && most >= 3, () => `seat ${s.largestArmy} holds Largest Army with ${k} knights, after event ${i}`);
        const roadChanged = ['RoadBuilt', 'RoadPlaced', 'SettlementBuilt', 'LongestRoadChanged'].includes(events[i].type);
        if (!roadChanged) return;
        const lengths = s.hands.map((_, seat) => longestRoad(s, seat));
        const max = Math.max(...lengths);
        if (s.longestRoad === null) {
          check(!(max >= 5 && lengths.filter((n) => n === max).length === 1), () => `nobody holds Longest Road with roads ${lengths}, after event ${i}`);
        } else {
          const holder = s.longestRoad;
          check(lengths[holder] === max && s.longestRoadLength === max && max >= 5,
            () => `seat ${holder} holds Longest Road (${s.longestRoadLength}) with roads ${lengths}, after event ${i}`);
        }
      });
    }), runs(150));
  });

  it('end with a winner within a bounded number of commands: the active player, with 10 points or more, its victory point cards revealed', () => {
    fc.assert(fc.property(games, (g) => {
      const { events, state, commands } = play(g);
      expect(state.phase).toBe('finished');
      expect(commands).toBeLessThan(COMMAND_BOUND);
      const won = events.at(-1)!;
      if (won.type !== 'GameWon' || state.phase !== 'finished') throw new Error(`the last event is ${won.type}`);
      expect(events.filter((e) => e.type === 'GameWon')).toHaveLength(1);
      const before = fold(events.slice(0, -1), initialState());
      if (before.phase !== 'playing') throw new Error(before.phase);
      expect(won.seat).toBe(before.turn.seat);
      expect(won.points).toBe(totalPoints(before, won.seat));
      expect(won.points).toBeGreaterThanOrEqual(10);
      expect(won.victoryPointCards).toBe(before.devCards[won.seat].victoryPoint);
      // Nobody had 10 points in their own turn before.
      let s = initialState();
      const last = events.length - 2;
      for (const [i, e] of events.slice(0, -1).entries()) {
        s = evolve(s, e);
        // At the start of each turn, the seat to play had fewer than 10 points — but for the turn
        // whose start is the win (10 points reached in another's turn, by an award changing hands).
        if (s.phase === 'playing' && e.type === 'TurnEnded' && i !== last) check(totalPoints(s, s.turn.seat) < 10, () => `seat ${s.phase === 'playing' && s.turn.seat} starts a turn with 10 points and does not win`);
      }
    }), runs(100));
  });

  it('fold a redacted stream into the full state redacted, for every seat and a spectator, at several points of the game', () => {
    fc.assert(fc.property(games, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 3, maxLength: 3 }), (g, marks) => {
      const { events } = play(g);
      const viewers: Viewer[] = [...Array.from({ length: g.players }, (_, s) => s), 'spectator'];
      const checkpoints = new Set([...marks.map((m) => Math.floor(m * events.length)), Math.floor(events.length / 2), events.length]);
      let all = initialState();
      const seen = viewers.map((v) => initialState(v));
      for (let i = 0; i <= events.length; i++) {
        if (checkpoints.has(i)) viewers.forEach((v, k) => expect(seen[k], `viewer ${v} after ${i} events`).toStrictEqual(redactState(all, v)));
        if (i === events.length) break;
        const e = events[i];
        all = evolve(all, e);
        viewers.forEach((v, k) => {
          const r = redact(e, v);
          if (r.type === 'DevelopmentCardBought') check(r.card === null || v === r.seat, () => `${v} sees ${JSON.stringify(r)}`);
          if (r.type === 'ResourceStolen') check(r.resource === null || v === r.thief || v === r.victim, () => `${v} sees ${JSON.stringify(r)}`);
          seen[k] = evolve(seen[k], r);
        });
      }
    }), runs(120));
  });

  it('replay any stream from scratch, even through JSON, into the same state as the live fold', () => {
    fc.assert(fc.property(games, fc.double({ min: 0, max: 1, noNaN: true }), (g, mark) => {
      const { events, state } = play(g);
      expect(fold(JSON.parse(JSON.stringify(events)) as Event[], initialState())).toEqual(state);
      const n = Math.floor(mark * events.length);
      expect(fold(events.slice(n), fold(events.slice(0, n), initialState()))).toEqual(state);
      // fold shares one draft across events: it must equal evolving event by event, for the
      // full stream and for a viewer's redacted one, from any point.
      expect(events.reduce(evolve, initialState())).toEqual(state);
      const viewer = n % (g.players + 1) === g.players ? 'spectator' : n % (g.players + 1);
      const redacted = events.map((e) => redact(e, viewer));
      const halfway = redacted.slice(0, n).reduce(evolve, initialState(viewer));
      expect(fold(redacted.slice(n), JSON.parse(JSON.stringify(halfway)) as State)).toEqual(redacted.reduce(evolve, initialState(viewer)));
      expect(play(g).events).toEqual(events);
    }), runs(100));
  });

  it('offer through legalCommands only commands that decide accepts (sampled states, every seat)', () => {
    fc.assert(fc.property(games, fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6, maxLength: 6 }), (g, marks) => {
      const { events } = play(g);
      const samples = new Set(marks.map((m) => Math.floor(m * events.length)));
      const random = seededRandom(g.seed);
      let s = initialState();
      events.forEach((e, i) => {
        s = evolve(s, e);
        if (!samples.has(i) || (i + 1 < events.length && AWARDS.has(events[i + 1].type))) return;
        for (let seat = 0; seat < g.players; seat++) {
          for (const c of legalCommands(s, seat)) {
            const d = decide(supplyInputs(c, random), s);
            check(d.ok, () => `legal ${JSON.stringify(c)} rejected: ${d.ok ? '' : d.rejection.code}, after event ${i}`);
          }
        }
      });
    }), runs(150));
  });
});
