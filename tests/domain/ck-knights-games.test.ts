// Cities & Knights, knights in whole games: random players (who take a knight's move half the
// time they have one) keep to the rules' counts — at most two knights of each strength per seat,
// knights neither made nor lost but by recruiting, a displacement (or Intrigue) with nowhere to
// go, and a Deserter (one knight removed, one perhaps placed) — and
// every barbarian attack weighs exactly the active knights' strengths; the games' knights read
// back from the notation. And the bots' knight hints (RULES.md §7.2.5–7.2.6).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decide, fold, format, initialState, nextActor, parse, randomCommand, REJECTIONS, rulesOf, supplyInputs, type Command, type Event, type InPhase, type State,
} from '../../domain/catan/index.ts';
import { seededRandom } from '../../domain/shared/random.ts';
import { barbarianStrength, ckPart } from '../../domain/catan/modules/cities-knights/index.ts';
import { knightsDuty, knightsMove } from '../../domain/catan/modules/cities-knights/knights/bot.ts';
import { knightsLegal } from '../../domain/catan/modules/cities-knights/knights/legal.ts';
import { activeStrength, knightsOf, type Strength } from '../../domain/catan/modules/cities-knights/knights/part.ts';
import { vertex } from './given.ts';
import { A, activeKnight, B, C, D, E, knight, redsNextTurn, redWith, roads } from './ck-knights-given.ts';

type Playing = InPhase<'playing'>;
const STRENGTHS: readonly Strength[] = [1, 2, 3];

interface Played { readonly events: Event[]; readonly attacks: number; readonly knightEvents: number }

/** A game of random players on a variable board with Cities & Knights, checked after every command. */
function play(seed: number, commands: number): Played {
  const random = seededRandom(seed);
  const events: Event[] = [];
  let state: State = initialState();
  let attacks = 0;
  let knightEvents = 0;
  const made = [0, 0, 0, 0];
  const apply = (c: Command) => {
    const d = decide(supplyInputs(c, random, state), state);
    if (!d.ok) throw new Error(`${d.rejection.code} ${JSON.stringify(c)}`);
    for (const e of d.events) {
      if (e.type === 'BarbariansAttacked') {
        // The attack weighs the knights as they stood when the ship came (the state before the roll's events).
        const before = state as Playing;
        expect(e.defence).toEqual([0, 1, 2, 3].map((seat) => activeStrength(ckPart(before).knights, seat)));
        expect(e.strength).toBe(barbarianStrength(before));
        attacks++;
      }
      if (e.type === 'KnightRecruited') made[e.seat]++;
      if ((e.type === 'KnightDisplaced' || e.type === 'KnightIntrigued') && !e.retreat) made[e.owner]--;
      if (e.type === 'KnightDeserted') made[e.seat]--;
      if (e.type === 'DeserterPlaced' && e.vertex !== null) made[e.seat]++;
      if (e.type.startsWith('Knight') || e.type === 'RobberChased') knightEvents++;
    }
    events.push(...d.events);
    state = fold(d.events, state);
  };
  apply({ type: 'CreateGame', players: 4, board: 'variable', modules: ['cities-knights'] });
  for (let seat = 0; seat < 4; seat++) apply({ type: 'ClaimSeat', seat, name: `Bot ${seat + 1}`, bot: true });
  for (let i = 0; i < commands && state.phase !== 'finished'; i++) {
    const seat = nextActor(state)!;
    // The knights' moves the table allows now (a progress card's answer awaited refuses them).
    const now = state;
    const own = now.phase === 'playing' ? knightsLegal(now, seat).filter((c) => rulesOf(now).allows(now, seat, c.type) === null) : [];
    const c = own.length > 0 && random() < 0.5 ? own[Math.floor(random() * own.length)] : randomCommand(state, seat, random)!;
    apply(c);
    if (state.phase !== 'playing') continue;
    const k = ckPart(state).knights;
    for (let s = 0; s < 4; s++) {
      for (const strength of STRENGTHS) expect(knightsOf(k, s, strength)).toBeLessThanOrEqual(2);
      expect(STRENGTHS.reduce((n, strength) => n + knightsOf(k, s, strength), 0)).toBe(made[s]);
    }
  }
  return { events, attacks, knightEvents };
}

describe('knights in random games', () => {
  // Seeds whose games hold a displacement and a chase (the progress cards changed the streams of 11–14, then of 17–18), a Deserter and Intrigue.
  const games = [15, 16, 28, 30].map((seed) => play(seed, 3000));

  it('play knights, and meet the barbarians more than once', () => {
    for (const g of games) {
      expect(g.knightEvents).toBeGreaterThan(10);
      expect(g.attacks).toBeGreaterThan(1);
    }
  });

  it('see knights displaced and the robber chased', () => {
    const all = games.flatMap((g) => g.events);
    expect(all.some((e) => e.type === 'KnightDisplaced')).toBe(true);
    expect(all.some((e) => e.type === 'RobberChased')).toBe(true);
  });

  it('read back from the notation, knights and all', () => {
    for (const g of games) expect(parse(format(g.events))).toEqual(g.events);
  });
});

describe('the bots and the knights', () => {
  const random = seededRandom(3);

  it('good bots recruit, then activate, a knight when the barbarians come near, and not before', () => {
    const calm = redWith({ wool: 1, ore: 1, grain: 1 }, roads(0, A, B));
    expect(knightsMove(calm.playing, 0, 'good', random)).toBeNull();
    const near = calm.barbariansAt(4);
    const recruit = knightsMove(near.playing, 0, 'good', random);
    expect(recruit).toMatchObject({ type: 'RecruitKnight', seat: 0 });
    const activate = knightsMove(near.after(recruit!).playing, 0, 'good', random);
    expect(activate).toMatchObject({ type: 'ActivateKnight', seat: 0, vertex: (recruit as { vertex: string }).vertex });
  });

  it('good bots chase the robber off a hex of theirs', () => {
    const g = redsNextTurn(redWith({}, { type: 'BarbariansAttacked', strength: 2, defence: [0, 0, 0, 0], won: true }, activeKnight(0, A)))
      .and({ type: 'RobberMoved', seat: 0, hex: '0,-1' });
    expect(knightsMove(g.playing, 0, 'good', random)).toEqual({ type: 'ChaseRobber', seat: 0, vertex: vertex(A) });
  });

  it('random players leave the knights to the legal list; every level answers a retreat', () => {
    const near = redWith({ wool: 1, ore: 1, grain: 1 }).barbariansAt(6);
    expect(knightsMove(near.playing, 0, 'random', random)).toBeNull();
    const g = redsNextTurn(redWith({}, roads(0, A, B, C), roads(1, B, D, E), activeKnight(0, A, 2), knight(1, B)))
      .after({ type: 'DisplaceKnight', seat: 0, from: vertex(A), to: vertex(B) });
    for (const level of ['easy', 'good', 'expert'] as const) {
      const c = knightsDuty(g.playing, 1, level, random);
      expect(c).toMatchObject({ type: 'RetreatKnight', seat: 1 });
      expect([vertex(D), vertex(E)]).toContain((c as { vertex: string }).vertex);
    }
    expect(knightsDuty(g.playing, 0, 'good', random)).toBeNull();
  });
});

describe('the knights’ commands with bad fields', () => {
  const situations = [
    redWith({ wool: 2, ore: 2, grain: 2 }, roads(0, A, B)).state,
    redsNextTurn(redWith({}, roads(0, A, B, C), roads(1, B, D, E), activeKnight(0, A, 2), knight(1, B))).state,
    redsNextTurn(redWith({}, roads(0, A, B, C), roads(1, B, D, E), activeKnight(0, A, 2), knight(1, B)))
      .after({ type: 'DisplaceKnight', seat: 0, from: vertex(A), to: vertex(B) }).state,
  ];
  const TYPES = ['RecruitKnight', 'PromoteKnight', 'ActivateKnight', 'MoveKnight', 'DisplaceKnight', 'ChaseRobber', 'RetreatKnight'];
  const value = fc.oneof(fc.constantFrom<unknown>(vertex(A), vertex(B), vertex(D), '0,0,N', '9,9,N', '', null, undefined, 0, 1, -1, 0.5, [], {}, '__proto__'), fc.anything());

  it('are refused with a known code, never thrown', () => {
    fc.assert(fc.property(fc.constantFrom(0, 1, 2), fc.constantFrom(...TYPES), value, value, value, value, (i, type, seat, v, from, to) => {
      const d = decide({ type, seat, vertex: v, from, to } as never, situations[i]);
      if (!d.ok) expect(Object.keys(REJECTIONS)).toContain(d.rejection.code);
    }), { numRuns: 800 });
  });
});
