// Cities & Knights, the knights' actions (RULES.md §7.2.5): an active knight that was not
// activated this turn moves, displaces a weaker knight (whose owner chooses where it retreats) or
// chases the robber (after the barbarians' first attack), and lies down afterwards.
import { describe, expect, it } from 'vitest';
import { awaitedSeats, legalCommands, legalOf } from '../../domain/catan/index.ts';
import { knightsOf } from '../../domain/catan/modules/cities-knights/knights/part.ts';
import { gives, hex, vertex } from './given.ts';
import type { KnightsGiven } from './ck-given.ts';
import { A, activated, activeKnight, at, B, C, D, E, firstAttack, G, knight, redsNextTurn, redWith, roads, S1 } from './ck-knights-given.ts';

/** Red's line S1 → A → B → C, and an active red knight at A of this strength, able to act this turn. */
const redReady = (strength: 1 | 2 | 3 = 1, ...facts: Parameters<typeof redWith>[1][]): KnightsGiven =>
  redsNextTurn(redWith({}, roads(0, A, B, C), activeKnight(0, A, strength), ...facts));

describe('an active knight’s move', () => {
  it('goes along one’s roads to an empty intersection, and the knight lies down', () => {
    const g = redReady();
    g.when({ type: 'MoveKnight', seat: 0, from: vertex(A), to: vertex(C) }).then([{ type: 'KnightMoved', seat: 0, from: vertex(A), to: vertex(C) }]);
    const after = g.after({ type: 'MoveKnight', seat: 0, from: vertex(A), to: vertex(C) });
    expect(after.part.knights.at[at(C)]).toMatchObject({ seat: 0, active: false });
    expect(after.part.knights.at[at(A)]).toBeNull();
  });

  it('passes the seat’s own pieces (its settlement, its knights) but stops at another player’s', () => {
    // Red's road on past its settlement S1 to 1.1/2.1/2.2, and its own knight at B.
    const g = redReady(1, roads(0, S1, '1.1/2.1/2.2'), knight(0, B));
    g.when({ type: 'MoveKnight', seat: 0, from: vertex(A), to: vertex('1.1/2.1/2.2') }).then([{ type: 'KnightMoved', seat: 0, from: vertex(A), to: vertex('1.1/2.1/2.2') }]);
    g.when({ type: 'MoveKnight', seat: 0, from: vertex(A), to: vertex(C) }).then([{ type: 'KnightMoved', seat: 0, from: vertex(A), to: vertex(C) }]);
    redReady(1, knight(3, B)).when({ type: 'MoveKnight', seat: 0, from: vertex(A), to: vertex(C) }).thenRejects('cities-knights/no-route');
  });

  it('is refused off the seat’s roads, onto a piece, for an inactive knight, or one activated this turn', () => {
    redReady().when({ type: 'MoveKnight', seat: 0, from: vertex(A), to: vertex(D) }).thenRejects('cities-knights/no-route');
    redReady().when({ type: 'MoveKnight', seat: 0, from: vertex(A), to: vertex(S1) }).thenRejects('rule/occupied');
    redsNextTurn(redWith({}, roads(0, A, B), knight(0, A))).when({ type: 'MoveKnight', seat: 0, from: vertex(A), to: vertex(B) })
      .thenRejects('cities-knights/knight-inactive');
    redWith({}, roads(0, A, B), activeKnight(0, A)).when({ type: 'MoveKnight', seat: 0, from: vertex(A), to: vertex(B) })
      .thenRejects('cities-knights/activated-this-turn');
  });

  it('leaves the knight free to be activated again, though not to act again this turn', () => {
    const g = redReady().after({ type: 'MoveKnight', seat: 0, from: vertex(A), to: vertex(B) }).and(gives(0, { grain: 1 }))
      .after({ type: 'ActivateKnight', seat: 0, vertex: vertex(B) });
    g.when({ type: 'MoveKnight', seat: 0, from: vertex(B), to: vertex(C) }).thenRejects('cities-knights/activated-this-turn');
  });
});

describe('displacing a knight', () => {
  /** Blue's basic knight at B, with blue's roads B → D → E to retreat along. */
  const blueAtB = (strength: 1 | 2 = 1) => [roads(1, B, D, E), knight(1, B, strength)];

  it('takes the place of an opponent’s weaker knight, whose owner then chooses where it retreats', () => {
    const g = redReady(2, ...blueAtB());
    const after = g.when({ type: 'DisplaceKnight', seat: 0, from: vertex(A), to: vertex(B) })
      .then([{ type: 'KnightDisplaced', seat: 0, from: vertex(A), to: vertex(B), owner: 1, retreat: true }]);
    expect(awaitedSeats(after)).toEqual([1]);
    expect(legalCommands(after, 1)).toEqual([D, E].map((v) => ({ type: 'RetreatKnight', seat: 1, vertex: vertex(v) })));
    const moved = g.after({ type: 'DisplaceKnight', seat: 0, from: vertex(A), to: vertex(B) });
    expect(moved.part.knights.at[at(B)]).toMatchObject({ seat: 0, strength: 2, active: false });
  });

  it('holds the table until the knight has retreated, with its status, to an empty place the owner’s roads reach', () => {
    const g = redReady(2, ...blueAtB(), activated(1, B)).after({ type: 'DisplaceKnight', seat: 0, from: vertex(A), to: vertex(B) });
    g.when({ type: 'EndTurn', seat: 0 }).thenRejects('cities-knights/retreat-pending');
    g.when({ type: 'RetreatKnight', seat: 1, vertex: vertex(C) }).thenRejects('cities-knights/retreat-spot');
    g.when({ type: 'RetreatKnight', seat: 0, vertex: vertex(D) }).thenRejects('cities-knights/no-retreat');
    const after = g.after({ type: 'RetreatKnight', seat: 1, vertex: vertex(E) });
    expect(after.part.knights.at[at(E)]).toMatchObject({ seat: 1, strength: 1, active: true });
    expect(awaitedSeats(after.state)).toEqual([0]);
    after.when({ type: 'EndTurn', seat: 0 }).thenStartsWith([{ type: 'TurnEnded', seat: 0, next: 1 }]);
  });

  it('sends a knight with nowhere to go back to its owner’s supply', () => {
    const g = redReady(2, knight(1, B));
    const after = g.when({ type: 'DisplaceKnight', seat: 0, from: vertex(A), to: vertex(B) })
      .then([{ type: 'KnightDisplaced', seat: 0, from: vertex(A), to: vertex(B), owner: 1, retreat: false }]);
    expect(knightsOf((after as never as { parts: Record<string, { knights: never }> }).parts['cities-knights'].knights, 1, 1)).toBe(0);
    expect(awaitedSeats(after)).toEqual([0]);
  });

  it('needs a weaker knight of another player’s, reached along one’s roads', () => {
    redReady(2, ...blueAtB(2)).when({ type: 'DisplaceKnight', seat: 0, from: vertex(A), to: vertex(B) }).thenRejects('cities-knights/not-weaker');
    redReady(2, knight(0, B)).when({ type: 'DisplaceKnight', seat: 0, from: vertex(A), to: vertex(B) }).thenRejects('cities-knights/no-knight-to-displace');
    redReady(2).when({ type: 'DisplaceKnight', seat: 0, from: vertex(A), to: vertex(B) }).thenRejects('cities-knights/no-knight-to-displace');
    redReady(2, knight(1, B), knight(1, G)).when({ type: 'DisplaceKnight', seat: 0, from: vertex(A), to: vertex(G) }).thenRejects('cities-knights/no-route');
  });

  it('is listed among the legal moves beside the moves', () => {
    const g = redReady(2, ...blueAtB());
    expect(legalOf(g.state, 0, 'DisplaceKnight')).toEqual([{ type: 'DisplaceKnight', seat: 0, from: vertex(A), to: vertex(B) }]);
    expect(legalOf(g.state, 0, 'MoveKnight')).toEqual([]);
  });
});

describe('chasing the robber', () => {
  /** Red's active knight at C, a corner of the desert (3.3) where the robber stands. */
  const byTheRobber = (...facts: Parameters<typeof redWith>[1][]) => redsNextTurn(redWith({}, roads(0, A, B, C), activeKnight(0, C), ...facts));

  it('is impossible before the barbarians’ first attack', () => {
    byTheRobber().when({ type: 'ChaseRobber', seat: 0, vertex: vertex(C) }).thenRejects('cities-knights/robber-asleep');
  });

  it('moves the robber as on a 7: the seat moves it next, and may steal; the knight lies down', () => {
    const after = byTheRobber(firstAttack, activated(0, C)).after({ type: 'ChaseRobber', seat: 0, vertex: vertex(C) });
    expect(after.playing.turn.pending).toEqual({ kind: 'robber' });
    expect(after.part.knights.at[at(C)]).toMatchObject({ active: false });
    expect(legalOf(after.state, 0, 'MoveRobber')).toContainEqual({ type: 'MoveRobber', seat: 0, hex: hex('1.2'), victim: null });
    after.when({ type: 'MoveRobber', seat: 0, hex: hex('1.3'), victim: 2, draw: 0 }).thenStartsWith([{ type: 'RobberMoved', seat: 0, hex: hex('1.3') }]);
  });

  it('needs the knight on a corner of the robber’s hex', () => {
    redsNextTurn(redWith({}, firstAttack, activeKnight(0, A))).when({ type: 'ChaseRobber', seat: 0, vertex: vertex(A) }).thenRejects('cities-knights/not-by-robber');
  });
});
