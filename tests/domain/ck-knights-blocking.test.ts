// Cities & Knights, knights in the way (RULES.md §7.2.5, blocking): a knight occupies its
// intersection (no settlement there, its owner's included), opponents' roads may not go on past
// it, and it splits opponents' roads for Longest Road, the award judged again at once.
import { describe, expect, it } from 'vitest';
import { legalOf } from '../../domain/catan/index.ts';
import { edgeJoining, gives, vertex } from './given.ts';
import { A, activeKnight, B, C, D, G, H, knight, redsNextTurn, redWith, roads } from './ck-knights-given.ts';

const WHITE = 3;
const ORANGE = 2;

describe('a knight on an intersection', () => {
  it('keeps every settlement off it, its owner’s too, until it moves away', () => {
    const spot = G;
    const g = redsNextTurn(redWith({}, roads(0, A, B, C, spot), activeKnight(0, spot))).and(gives(0, { brick: 1, lumber: 1, wool: 1, grain: 1 }));
    g.when({ type: 'BuildSettlement', seat: 0, vertex: vertex(spot) }).thenRejects('rule/no-building-here');
    expect(legalOf(g.state, 0, 'BuildSettlement')).not.toContainEqual({ type: 'BuildSettlement', seat: 0, vertex: vertex(spot) });
    g.after({ type: 'MoveKnight', seat: 0, from: vertex(spot), to: vertex(B) })
      .when({ type: 'BuildSettlement', seat: 0, vertex: vertex(spot) }).thenStartsWith([{ type: 'SettlementBuilt', seat: 0, vertex: vertex(spot) }]);
  });

  it('does not count for the distance rule', () => {
    // Red's knight at B, next to C: a settlement at C stands.
    const g = redWith({ brick: 1, lumber: 1, wool: 1, grain: 1 }, roads(0, A, B, C), knight(0, B));
    g.when({ type: 'BuildSettlement', seat: 0, vertex: vertex(C) }).thenStartsWith([{ type: 'SettlementBuilt', seat: 0, vertex: vertex(C) }]);
  });

  it('stops an opponent’s road there, as a building does, but not its owner’s', () => {
    // Orange's knight at A, the end of red's start road (orange reached it from its own road's end, 1.2/1.3/2.3).
    const blocked = redWith({ brick: 1, lumber: 1 }, roads(ORANGE, '1.2/1.3/2.3', A), knight(ORANGE, A));
    blocked.when({ type: 'BuildRoad', seat: 0, edge: edgeJoining(A, B) }).thenRejects('rule/blocked-by-opponent');
    expect(legalOf(blocked.state, 0, 'BuildRoad').map((c) => (c as { edge: string }).edge)).not.toContain(edgeJoining(A, B));
    const own = redWith({ brick: 1, lumber: 1 }, knight(0, A));
    own.when({ type: 'BuildRoad', seat: 0, edge: edgeJoining(A, B) }).then([{ type: 'RoadBuilt', seat: 0, edge: edgeJoining(A, B) }]);
    expect(legalOf(own.state, 0, 'BuildRoad').map((c) => (c as { edge: string }).edge)).toContain(edgeJoining(A, B));
  });
});

describe('Longest Road with knights', () => {
  /** Red builds 4 roads on from its start road: S1 → A → B → C → G → H, 5 in a row, and takes Longest Road. */
  const redsFive = () => redWith({ brick: 4, lumber: 4 })
    .after(...[[A, B], [B, C], [C, G], [G, H]].map(([a, b]) => ({ type: 'BuildRoad', seat: 0, edge: edgeJoining(a, b) }) as const));

  it('is split by an opponent’s knight recruited in the middle of the road: the award is judged again', () => {
    const g = redsFive();
    expect(g.playing.longestRoad).toBe(0);
    // White reaches B from its settlement at 2.1/2.2/3.2 (by D) and recruits a knight there: red keeps 2 and 3.
    const white = g.turnOfSeat(WHITE).roll([1, 1]).and(gives(WHITE, { brick: 2, lumber: 2, wool: 1, ore: 1 }))
      .after({ type: 'BuildRoad', seat: WHITE, edge: edgeJoining('2.1/2.2/3.2', D) }, { type: 'BuildRoad', seat: WHITE, edge: edgeJoining(D, B) });
    white.when({ type: 'RecruitKnight', seat: WHITE, vertex: vertex(B) }).then([
      { type: 'KnightRecruited', seat: WHITE, vertex: vertex(B) },
      { type: 'LongestRoadChanged', holder: null, length: 0 },
    ]);
  });

  it('is not split by the owner’s own knight', () => {
    const g = redsFive().and(gives(0, { wool: 1, ore: 1 }));
    g.when({ type: 'RecruitKnight', seat: 0, vertex: vertex(B) }).then([{ type: 'KnightRecruited', seat: 0, vertex: vertex(B) }]);
  });

  it('is judged again when a knight moves off the road', () => {
    // White's knight on red's road at B moves on to D: red's 5 roads join again.
    const split = redsFive().and(roads(WHITE, '2.1/2.2/3.2', D, B), activeKnight(WHITE, B), { type: 'LongestRoadChanged', holder: null, length: 0 });
    const white = split.turnOfSeat(WHITE).roll([1, 1]);
    white.when({ type: 'MoveKnight', seat: WHITE, from: vertex(B), to: vertex(D) }).then([
      { type: 'KnightMoved', seat: WHITE, from: vertex(B), to: vertex(D) },
      { type: 'LongestRoadChanged', holder: 0, length: 5 },
    ]);
  });
});
