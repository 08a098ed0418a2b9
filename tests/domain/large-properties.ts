// Properties of whole 5 and 6 player games played by the seeded random player: cards conserved
// at every event, points equal to their sources, a winner in its own turn or part, the notation
// and redaction of the streams. Registered by large-building.test.ts and large-paired.test.ts
// (two files, so that the two halves of the 1,000 games run side by side).
import { expect, it } from 'vitest';
import {
  decide, devTotal, evolve, fold, format, handTotal, initialState, parse, pointSources, redact, redactState,
  simulate, totalPoints, turnPart,
  type Event, type State, type TurnRule, type Viewer,
} from '../../domain/catan/index.ts';

/** A cheap assertion for the hot loops. */
function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

export interface Game {
  readonly seed: number;
  readonly players: 5 | 6;
  readonly turnRule: TurnRule;
}

/** `count` games of each size (5 and 6 players) under a turn rule, seeds from `from`. */
export const gamesOf = (turnRule: TurnRule, count: number, from: number): Game[] => [5, 6].flatMap((players) =>
  Array.from({ length: count }, (_, i): Game => ({ seed: from + players * 10_000 + i, players: players as 5 | 6, turnRule })));
const play = (g: Game) => simulate(g.seed, { players: g.players, turnRule: g.turnRule, maxCommands: 20_000 });
const PROGRESS = new Set<Event['type']>(['RoadBuildingPlayed', 'YearOfPlentyPlayed', 'MonopolyPlayed']);

/** The properties, over these games (played once, when the tests are collected). */
export function largeGameProperties(games: readonly Game[]): void {
  const played = games.map((g) => ({ g, ...play(g) }));

  it('conserve the 120 resource cards and the 34 development cards at every event, and end with a winner in its own turn or part', () => {
    for (const { g, events, state } of played) {
      let progress = 0;
      let s: State = initialState();
      let before: State = s;
      for (let i = 0; i < events.length; i++) {
        before = s;
        s = evolve(s, events[i]);
        if (PROGRESS.has(events[i].type)) progress++;
        if (s.phase === 'none') continue;
        let cards = s.bank.brick + s.bank.lumber + s.bank.wool + s.bank.grain + s.bank.ore;
        for (const h of s.hands) cards += handTotal(h);
        check(cards === 120, () => `${g.players}/${g.turnRule} seed ${g.seed}: ${cards} resource cards after event ${i} (${events[i].type})`);
        let dev = devTotal(s.deck) + progress;
        for (let seat = 0; seat < s.players; seat++) dev += devTotal(s.devCards[seat]) + s.knights[seat];
        check(dev === 34, () => `${g.players}/${g.turnRule} seed ${g.seed}: ${dev} development cards after event ${i}`);
      }
      check(state.phase === 'finished', () => `seed ${g.seed}: not finished`);
      const won = events.at(-1)!;
      check(won.type === 'GameWon' && before.phase === 'playing' && won.seat === before.turn.seat && won.points >= 10
        && won.points === totalPoints(before, won.seat), () => `seed ${g.seed}: ended with ${JSON.stringify(won)}`);
      // Nobody wins in the special building phase.
      check(turnPart(before).kind !== 'special-building', () => `seed ${g.seed}: won in the special building phase`);
    }
  });

  it('count points as the sum of their sources; only the seat whose turn or part it is may hold 10 without having won', () => {
    for (const { g, events } of played.filter((_, i) => i % 10 === 0)) {
      let s: State = initialState();
      for (let i = 0; i < events.length; i++) {
        s = evolve(s, events[i]);
        // Between the events of one decision (an award, a win, the turn passing on) the story is not told yet.
        const next = events[i + 1]?.type;
        if (s.phase !== 'playing' || next === 'GameWon' || next === 'LongestRoadChanged' || next === 'TurnEnded') continue;
        const built = s.hands.map(() => [0, 0]);
        for (const b of s.buildings) if (b) built[b.seat][b.kind === 'city' ? 1 : 0]++;
        for (let seat = 0; seat < s.players; seat++) {
          const src = pointSources(s, seat);
          check(src.settlements === built[seat][0] && src.cities === built[seat][1], () => `seed ${g.seed}: seat ${seat} ${JSON.stringify(src)}`);
          const sum = src.settlements + 2 * src.cities + 2 * src.longestRoad + 2 * src.largestArmy + src.victoryPointCards;
          check(totalPoints(s, seat) === sum, () => `seed ${g.seed}: seat ${seat} points ≠ ${sum}`);
        }
        const part = turnPart(s);
        if (part.kind !== 'special-building') check(totalPoints(s, s.turn.seat) < 10, () => `seed ${g.seed}: seat ${s.phase === 'playing' && s.turn.seat} at 10 in its turn, after event ${i}`);
      }
    }
  });

  it('write and read back their notation, the turn rule as a header tag', () => {
    for (const { g, events } of played.filter((_, i) => i % 25 === 0)) {
      const text = format(events);
      expect(text).toContain(`[Modules "${g.turnRule}"]`);
      expect(parse(text)).toEqual(events);
      const viewer: Viewer = g.seed % g.players;
      const redacted = events.map((e) => redact(e, viewer));
      expect(parse(format(redacted))).toEqual(redacted);
    }
  });

  it('fold a redacted stream into the full state redacted, for every seat and a spectator', () => {
    for (const { g, events } of played.filter((_, i) => i % 50 === 0)) {
      const viewers: Viewer[] = [...Array.from({ length: g.players }, (_, s) => s), 'spectator'];
      const checkpoints = new Set([Math.floor(events.length / 3), Math.floor(events.length / 2), events.length - 2]);
      let all: State = initialState();
      const seen = viewers.map((v) => initialState(v));
      events.forEach((e, i) => {
        all = evolve(all, e);
        viewers.forEach((v, k) => {
          const r = redact(e, v);
          if (r.type === 'DevelopmentCardBought') check(r.card === null || v === r.seat, () => `${v} sees ${JSON.stringify(r)}`);
          seen[k] = evolve(seen[k], r);
        });
        if (checkpoints.has(i)) viewers.forEach((v, k) => expect(seen[k], `viewer ${v} after ${i}`).toStrictEqual(redactState(all, v)));
      });
      expect(fold(JSON.parse(JSON.stringify(events)) as Event[], initialState())).toEqual(fold(events, initialState()));
    }
  });

  it('are the same game again from the same seed, and over once won', () => {
    const { g, events } = played[0];
    expect(play(g).events).toEqual(events);
    expect(decide({ type: 'EndTurn', seat: 0 }, fold(events, initialState()))).toMatchObject({ ok: false, rejection: { code: 'game/over' } });
  });
}
