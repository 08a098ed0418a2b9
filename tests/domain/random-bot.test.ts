// The random bot draws from the legal moves: `randomOf` picks an instance of a kind without
// building the whole list, and must agree with `legalOf` — always one of its instances.
import { describe, expect, it } from 'vitest';
import {
  decide, evolve, initialState, legalKinds, legalOf, nextActor, randomCommand, randomOf, seededRandom, supplyInputs,
  type Command, type State,
} from '../../domain/catan/index.ts';
import { canSettle, roadProblem, roadSpotEdges, settlementProblem } from '../../domain/catan/base/rules/placement.ts';

function* states(seed: number): Generator<State> {
  const random = seededRandom(seed);
  let s = initialState();
  const apply = (c: Command) => {
    const d = decide(supplyInputs(c, random), s);
    if (!d.ok) throw new Error(d.rejection.code);
    for (const e of d.events) s = evolve(s, e);
  };
  apply({ type: 'CreateGame', players: 4, board: 'variable' });
  for (let seat = 0; seat < 4; seat++) apply({ type: 'ClaimSeat', seat, name: `P${seat}` });
  while (s.phase !== 'finished') {
    yield s;
    apply(randomCommand(s, nextActor(s)!, random)!);
  }
}

describe('the random bot', () => {
  it('only ever picks an instance that legalOf lists, for every kind on offer', () => {
    let checked = 0;
    for (const seed of [1, 2, 3]) {
      let step = 0;
      for (const s of states(seed)) {
        if (step++ % 7 !== 0) continue;
        const seat = nextActor(s)!;
        for (const kind of legalKinds(s, seat)) {
          const picked = randomOf(s, seat, kind, seededRandom(step));
          const all = legalOf(s, seat, kind);
          if (picked === null) expect(all).toEqual([]);
          else expect(all).toContainEqual(picked);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('finds road spots by walking the network exactly where every edge checked one by one would', () => {
    let checked = 0;
    for (const s of states(5)) {
      if (s.phase !== 'playing') continue;
      for (let seat = 0; seat < s.players; seat++) {
        const oneByOne = s.roads.flatMap((_, e) => (roadProblem(s, seat, e) === null ? [e] : []));
        expect(roadSpotEdges(s, seat)).toEqual(oneByOne);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('draws each instance of a sampled kind exactly where legalOf lists it, so the choice is uniform', () => {
    let checked = 0;
    const sampled = new Set(['TradeWithBank', 'BuildRoad', 'BuildSettlement', 'MoveRobber', 'PlaceSettlement', 'PlaceRoad', 'OfferTrade', 'PlayYearOfPlenty']);
    const kinds = new Set<string>();
    for (const seed of [4, 6, 7]) {
      for (const s of states(seed)) {
        const seat = nextActor(s)!;
        for (const kind of legalKinds(s, seat)) {
          if (!sampled.has(kind)) continue;
          const all = legalOf(s, seat, kind);
          all.forEach((command, i) => {
            expect(randomOf(s, seat, kind, () => (i + 0.5) / all.length)).toEqual(command);
            kinds.add(kind);
            checked++;
          });
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect([...kinds].sort()).toEqual([...sampled].sort());
  });

  it('draws Year of Plenty from a nearly empty bank where legalOf lists it', () => {
    const s = [...states(4)].find((x) => x.phase === 'playing')!;
    const seat = nextActor(s)!;
    const banks = [
      { brick: 1, lumber: 0, wool: 0, grain: 0, ore: 0 }, { brick: 0, lumber: 0, wool: 0, grain: 0, ore: 0 },
      { brick: 0, lumber: 1, wool: 0, grain: 0, ore: 1 }, { brick: 0, lumber: 0, wool: 3, grain: 1, ore: 0 },
    ];
    for (const bank of banks) {
      const t = { ...s, bank } as State;
      const all = legalOf(t, seat, 'PlayYearOfPlenty');
      if (all.length === 0) expect(randomOf(t, seat, 'PlayYearOfPlenty', () => 0.5)).toBeNull();
      all.forEach((command, i) => expect(randomOf(t, seat, 'PlayYearOfPlenty', () => (i + 0.5) / all.length)).toEqual(command));
    }
  });

  it('finds settlement spots with the cheap checks first, exactly where the full rule allows', () => {
    let checked = 0;
    for (const s of states(6)) {
      if (s.phase !== 'playing') continue;
      for (let seat = 0; seat < s.players; seat++) {
        s.buildings.forEach((_, v) => expect(canSettle(s, seat, v)).toBe(settlementProblem(s, seat, v) === null));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('plays the same game from the same seed', () => {
    const moves = (seed: number) => {
      const out: string[] = [];
      for (const s of states(seed)) {
        out.push(JSON.stringify(s.phase === 'playing' ? s.turn : null));
        if (out.length > 300) break;
      }
      return out;
    };
    expect(moves(42)).toEqual(moves(42));
  });
});
