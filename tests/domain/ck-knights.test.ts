// Cities & Knights, knights (RULES.md §7.2.5): recruiting, promoting and activating, the limit of
// two knights of each strength, and the active knights' strength against the barbarians (§7.2.6).
import { describe, expect, it } from 'vitest';
import { legalCommands, type State } from '../../domain/catan/index.ts';
import { activeStrength } from '../../domain/catan/modules/cities-knights/knights/part.ts';
import { given, gives, played, vertex } from './given.ts';
import { holding, level, SHIP } from './ck-given.ts';
import { A, activated, activeKnight, at, B, C, knight, redsNextTurn, redWith, roads, S1 } from './ck-knights-given.ts';

const knightsOf = (s: State) => (s as Extract<State, { parts: unknown }>).parts['cities-knights'] as { knights: { at: unknown[] } };
const knightAt = (s: State, name: string) => knightsOf(s).knights.at[at(name)];
const claims = [0, 1, 2, 3].map((seat) => ({ type: 'ClaimSeat', seat, name: `P${seat}` }) as const);

describe('recruiting a knight (1 wool + 1 ore)', () => {
  it('puts a basic, inactive knight on an empty intersection at one of one’s roads, the distance rule aside', () => {
    // A is the end of red's start road, next to red's own settlement.
    const g = holding({ wool: 1, ore: 1 });
    const wool = g.playing.hands[0].wool;
    const after = g.when({ type: 'RecruitKnight', seat: 0, vertex: vertex(A) }).then([{ type: 'KnightRecruited', seat: 0, vertex: vertex(A) }]);
    expect(knightAt(after, A)).toEqual({ seat: 0, strength: 1, active: false, activatedTurn: -1, promotedTurn: -1 });
    expect((after as Extract<State, { hands: unknown }>).hands[0].wool).toBe(wool - 1);
  });

  it('is refused on a building, on another knight, away from one’s roads, or without the price', () => {
    holding({ wool: 1, ore: 1 }).when({ type: 'RecruitKnight', seat: 0, vertex: vertex(S1) }).thenRejects('rule/occupied');
    redWith({ wool: 1, ore: 1 }, knight(1, A)).when({ type: 'RecruitKnight', seat: 0, vertex: vertex(A) }).thenRejects('rule/occupied');
    holding({ wool: 1, ore: 1 }).when({ type: 'RecruitKnight', seat: 0, vertex: vertex(C) }).thenRejects('rule/not-connected');
    // (Red's settlement took a wool on the 2 rolled; it holds no ore.)
    holding({ wool: 1 }).when({ type: 'RecruitKnight', seat: 0, vertex: vertex(A) }).thenRejects('rule/insufficient-resources');
  });

  it('is not a set-up move', () => {
    given(played([], { type: 'CreateGame', players: 4, board: 'variable', seed: 2024, modules: ['cities-knights'], secret: 5 }, ...claims)).when({ type: 'RecruitKnight', seat: 0, vertex: vertex(A) }).thenRejects('rule/wrong-phase');
  });

  it('takes a basic knight from the supply: with both on the board, one must be promoted first', () => {
    const g = redWith({ wool: 1, ore: 1 }, knight(0, A), knight(0, '3.2/4.1/4.2'), roads(0, A, B));
    g.when({ type: 'RecruitKnight', seat: 0, vertex: vertex(B) }).thenRejects('cities-knights/no-knights-left');
    g.and(knight(0, A, 2).slice(2)).when({ type: 'RecruitKnight', seat: 0, vertex: vertex(B) })
      .then([{ type: 'KnightRecruited', seat: 0, vertex: vertex(B) }]);
  });
});

describe('promoting a knight (1 wool + 1 ore)', () => {
  it('raises its strength by one, its status kept', () => {
    const g = redWith({ wool: 1, ore: 1 }, activeKnight(0, A));
    const after = g.when({ type: 'PromoteKnight', seat: 0, vertex: vertex(A) }).then([{ type: 'KnightPromoted', seat: 0, vertex: vertex(A), strength: 2 }]);
    expect(knightAt(after, A)).toMatchObject({ strength: 2, active: true });
  });

  it('promotes each knight once a turn', () => {
    const g = redWith({ wool: 2, ore: 2 }, level(0, 'politics', 3), knight(0, A)).after({ type: 'PromoteKnight', seat: 0, vertex: vertex(A) });
    g.when({ type: 'PromoteKnight', seat: 0, vertex: vertex(A) }).thenRejects('cities-knights/promoted-this-turn');
    redsNextTurn(g)
      .when({ type: 'PromoteKnight', seat: 0, vertex: vertex(A) }).then([{ type: 'KnightPromoted', seat: 0, vertex: vertex(A), strength: 3 }]);
  });

  it('makes a mighty knight only with politics at level 3 (the fortress), and none stronger', () => {
    const strong = redsNextTurn(redWith({}, knight(0, A, 2))).and(gives(0, { wool: 1, ore: 1 }));
    strong.when({ type: 'PromoteKnight', seat: 0, vertex: vertex(A) }).thenRejects('cities-knights/needs-fortress');
    strong.and(level(0, 'politics', 3)).when({ type: 'PromoteKnight', seat: 0, vertex: vertex(A) })
      .then([{ type: 'KnightPromoted', seat: 0, vertex: vertex(A), strength: 3 }]);
    redWith({ wool: 1, ore: 1 }, knight(0, A, 3)).when({ type: 'PromoteKnight', seat: 0, vertex: vertex(A) }).thenRejects('cities-knights/top-strength');
  });

  it('is refused when both knights of the next strength are on the board', () => {
    const g = redWith({ wool: 1, ore: 1 }, roads(0, A, B), knight(0, A, 2), knight(0, B, 2), knight(0, '3.2/4.1/4.2'));
    g.when({ type: 'PromoteKnight', seat: 0, vertex: vertex('3.2/4.1/4.2') }).thenRejects('cities-knights/no-knights-left');
  });

  it('is refused for another player’s knight, or where no knight stands', () => {
    redWith({ wool: 1, ore: 1 }, knight(1, A)).when({ type: 'PromoteKnight', seat: 0, vertex: vertex(A) }).thenRejects('cities-knights/no-knight-here');
    holding({ wool: 1, ore: 1 }).when({ type: 'PromoteKnight', seat: 0, vertex: vertex(A) }).thenRejects('cities-knights/no-knight-here');
  });
});

describe('activating a knight (1 grain)', () => {
  it('stands it up; an active knight cannot be activated again', () => {
    const g = redWith({ grain: 1 }, knight(0, A));
    const after = g.when({ type: 'ActivateKnight', seat: 0, vertex: vertex(A) }).then([{ type: 'KnightActivated', seat: 0, vertex: vertex(A) }]);
    expect(knightAt(after, A)).toMatchObject({ active: true });
    redWith({ grain: 1 }, activeKnight(0, A)).when({ type: 'ActivateKnight', seat: 0, vertex: vertex(A) }).thenRejects('cities-knights/knight-active');
  });

  it('costs a grain', () => {
    const g = redWith({}, knight(0, A));
    const grain = g.playing.hands[0].grain;
    g.and(gives(0, { brick: 1 })).and(grain > 0 ? [{ type: 'ResourcesDiscarded', seat: 0, resources: { grain } }] : [])
      .when({ type: 'ActivateKnight', seat: 0, vertex: vertex(A) }).thenRejects('rule/insufficient-resources');
  });

  it('is offered in the legal moves for every inactive knight of the seat', () => {
    const g = redWith({ grain: 1 }, knight(0, A), activeKnight(0, '3.2/4.1/4.2'));
    expect(legalCommands(g.state, 0).filter((c) => c.type === 'ActivateKnight')).toEqual([{ type: 'ActivateKnight', seat: 0, vertex: vertex(A) }]);
  });
});

describe('the knights against the barbarians (RULES.md §7.2.6)', () => {
  /** Red's knights: an active strong one, an active basic one activated in red's turn just before the attack, an inactive one. */
  const armed = () => redWith({}, roads(0, A, B), activeKnight(0, A, 2), knight(0, B), knight(0, '3.2/4.1/4.2'), activated(0, B))
    .after({ type: 'EndTurn', seat: 0 })
    .barbariansAt(6);

  it('count every active knight’s strength, those activated in the last turn included', () => {
    const g = armed();
    expect(activeStrength(g.part.knights, 0)).toBe(3);
    const events = g.when({ type: 'RollDice', seat: 1, dice: [1, 1], extra: { event: SHIP } }).events;
    expect(events.find((e) => e.type === 'BarbariansAttacked')).toMatchObject({ defence: [3, 0, 0, 0] });
  });

  it('lie down after the attack, every one of them', () => {
    const after = armed().roll([1, 1], SHIP);
    expect(after.part.knights.at.filter((k) => k?.active)).toEqual([]);
    expect(after.part.knights.at.filter((k) => k !== null)).toHaveLength(3);
  });
});
