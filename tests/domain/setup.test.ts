// The set-up phase on a variable board (RULES.md §1.2): round 1 clockwise, each player places a
// settlement and a road; round 2 counter-clockwise, the second settlement and road, and that
// settlement pays one card per adjacent terrain hex. The starting player then rolls first.
import { describe, expect, it } from 'vitest';
import {
  awaitedSeats, decide, fold, legalCommands, totalPoints, variableBoard,
  type Command, type InPhase, type State,
} from '../../domain/catan/index.ts';
import {
  edgeJoining, given, hex, PLACEMENTS, played, setUpGame, stateOf, variableGame, vertex, type Placement,
} from './given.ts';

const ORDER = [0, 1, 2, 3, 3, 2, 1, 0];

const settle = (seat: number, p: Placement): Command => ({ type: 'PlaceSettlement', seat, vertex: vertex(p.settlement) });
const road = (seat: number, p: Placement): Command => ({ type: 'PlaceRoad', seat, edge: edgeJoining(p.settlement, p.roadTo) });
/** The set-up played up to (not including) placement number `n`. */
const upTo = (n: number) => played(variableGame(), ...PLACEMENTS.slice(0, n).flatMap((p, i) => [settle(ORDER[i], p), road(ORDER[i], p)]));

const setupState = (s: State) => s as InPhase<'setup'>;

/** Counts the legal placement sequences `depth` moves deep, each move accepted by decide. */
function perft(s: State, depth: number): number {
  if (depth === 0) return 1;
  const seat = setupState(s).setup.order[setupState(s).setup.step];
  let n = 0;
  for (const c of legalCommands(s, seat)) {
    const d = decide(c, s);
    if (!d.ok) throw new Error(`legal ${JSON.stringify(c)} rejected: ${d.rejection.code}`);
    n += perft(fold(d.events, s), depth - 1);
  }
  return n;
}

describe('set-up', () => {
  describe('the order of placement', () => {
    it('goes clockwise in round 1 and counter-clockwise in round 2: seats 0, 1, 2, 3, 3, 2, 1, 0', () => {
      const awaited: number[] = [];
      let state = stateOf(variableGame());
      PLACEMENTS.forEach((p, i) => {
        awaited.push(...awaitedSeats(state));
        for (const c of [settle(ORDER[i], p), road(ORDER[i], p)]) {
          const d = decide(c, state);
          expect(d.ok).toBe(true);
          if (d.ok) state = fold(d.events, state);
        }
      });
      expect(awaited).toEqual(ORDER);
    });

    it('goes 0, 1, 2, 2, 1, 0 with 3 players', () => {
      const state = stateOf(variableGame(3));
      expect(setupState(state).setup.order).toEqual([0, 1, 2, 2, 1, 0]);
    });

    it('refuses a player who places out of turn', () => {
      given(variableGame()).when(settle(1, PLACEMENTS[1])).thenRejects('rule/not-your-turn');
      given(upTo(3)).when(settle(2, PLACEMENTS[3])).thenRejects('rule/not-your-turn');
    });

    it('lets only the awaited seat place: the others have no legal command', () => {
      const state = stateOf(upTo(4));
      expect([0, 1, 2].map((s) => legalCommands(state, s))).toEqual([[], [], []]);
      expect(legalCommands(state, 3).length).toBeGreaterThan(0);
    });
  });

  describe('placing a settlement', () => {
    it('is free, and pays nothing in round 1', () => {
      given(variableGame()).when(settle(0, PLACEMENTS[0])).then([{ type: 'SettlementPlaced', seat: 0, vertex: vertex('1.1/1.2/2.2') }]);
    });

    it('pays one card per adjacent terrain for the second settlement; the desert pays nothing', () => {
      // Seed 2024: 2.1 is mountains, 2.2 forest and 3.2 the desert.
      const board = variableBoard(4, 2024);
      const terrain = (rp: string) => board.tiles.find((t) => t.hex === hex(rp))!.terrain;
      expect([terrain('2.1'), terrain('2.2'), terrain('3.2')]).toEqual(['mountains', 'forest', 'desert']);
      given(upTo(7)).when(settle(0, PLACEMENTS[7])).then([
        { type: 'SettlementPlaced', seat: 0, vertex: vertex('2.1/2.2/3.2') },
        { type: 'StartingResourcesReceived', seat: 0, resources: { ore: 1, lumber: 1 } },
      ]);
    });

    it('pays each player for its second settlement only', () => {
      const events = setUpGame(4, PLACEMENTS);
      const paid = events.filter((e) => e.type === 'StartingResourcesReceived').map((e) => e.type === 'StartingResourcesReceived' && e.seat);
      expect(paid).toEqual([3, 2, 1, 0]);
    });

    it('obeys the distance rule: no settlement next to another, whoever owns it', () => {
      given(upTo(1)).when({ type: 'PlaceSettlement', seat: 1, vertex: vertex('1.2/2.2/2.3') }).thenRejects('rule/distance');
      given(upTo(1)).when({ type: 'PlaceSettlement', seat: 1, vertex: vertex('1.1/2.1/2.2') }).thenRejects('rule/distance');
    });

    it('refuses an intersection already taken', () => {
      given(upTo(1)).when({ type: 'PlaceSettlement', seat: 1, vertex: vertex('1.1/1.2/2.2') }).thenRejects('rule/occupied');
    });

    it('refuses an intersection that is not on the island', () => {
      given(variableGame()).when({ type: 'PlaceSettlement', seat: 0, vertex: '9,9,N' }).thenRejects('rule/unknown-vertex');
    });

    it('comes before the road: a second settlement first is refused', () => {
      given(variableGame()).after(settle(0, PLACEMENTS[0])).when(settle(0, PLACEMENTS[7])).thenRejects('rule/place-road-first');
    });
  });

  describe('placing the road', () => {
    it('runs from the settlement just placed', () => {
      given(variableGame()).after(settle(0, PLACEMENTS[0])).when(road(0, PLACEMENTS[0]))
        .then([{ type: 'RoadPlaced', seat: 0, edge: edgeJoining('1.1/1.2/2.2', '1.2/2.2/2.3') }]);
    });

    it('must touch the settlement just placed, not the first one', () => {
      given(upTo(7)).after(settle(0, PLACEMENTS[7]))
        .when({ type: 'PlaceRoad', seat: 0, edge: edgeJoining('1.1/1.2/2.2', '1.1/2.1/2.2') })
        .thenRejects('rule/road-must-touch-settlement');
    });

    it('must touch a settlement at all', () => {
      given(variableGame()).after(settle(0, PLACEMENTS[0]))
        .when({ type: 'PlaceRoad', seat: 0, edge: edgeJoining('3.3/3.4/4.3', '3.3/4.2/4.3') })
        .thenRejects('rule/road-must-touch-settlement');
    });

    it('comes after the settlement', () => {
      given(variableGame()).when(road(0, PLACEMENTS[0])).thenRejects('rule/place-settlement-first');
    });

    it('refuses a path that is not on the island', () => {
      given(variableGame()).after(settle(0, PLACEMENTS[0])).when({ type: 'PlaceRoad', seat: 0, edge: '9,9,W' }).thenRejects('rule/unknown-edge');
    });
  });

  describe('the end of set-up', () => {
    it('comes with the last road; the starting player, the last to place, rolls first', () => {
      given(upTo(7)).after(settle(0, PLACEMENTS[7])).when(road(0, PLACEMENTS[7])).then([
        { type: 'RoadPlaced', seat: 0, edge: edgeJoining('2.1/2.2/3.2', '2.1/3.1/3.2') },
        { type: 'SetupCompleted', firstSeat: 0 },
      ]);
      const events = setUpGame(4, PLACEMENTS);
      given(events).when({ type: 'RollDice', seat: 0, dice: [2, 2] }).thenStartsWith([{ type: 'DiceRolled', seat: 0, dice: [2, 2] }]);
      given(events).when({ type: 'RollDice', seat: 3, dice: [2, 2] }).thenRejects('rule/not-your-turn');
    });

    it('leaves each player 2 settlements and 2 roads on the board, worth 2 victory points', () => {
      const state = given(setUpGame(4, PLACEMENTS)).playing;
      expect(state.pieces).toEqual([0, 1, 2, 3].map(() => ({ settlements: 3, cities: 4, roads: 13 })));
      expect([0, 1, 2, 3].map((s) => totalPoints(state, s))).toEqual([2, 2, 2, 2]);
    });

    it('allows no rolling, building, buying or trading during set-up', () => {
      const g = given(upTo(2));
      g.when({ type: 'RollDice', seat: 2, dice: [3, 3] }).thenRejects('rule/wrong-phase');
      g.when({ type: 'BuildRoad', seat: 2, edge: edgeJoining('3.4/3.5/4.4', '3.5 S') }).thenRejects('rule/wrong-phase');
      g.when({ type: 'BuyDevelopmentCard', seat: 2, draw: 0.5 }).thenRejects('rule/wrong-phase');
      g.when({ type: 'TradeWithBank', seat: 2, give: 'ore', receive: 'wool' }).thenRejects('rule/wrong-phase');
      g.when({ type: 'EndTurn', seat: 2 }).thenRejects('rule/wrong-phase');
    });
  });

  describe('legal placements, counted like a chess perft', () => {
    const empty = stateOf(variableGame());

    it('offers 54 first settlements on an empty board, each accepted by decide', () => {
      expect(perft(empty, 1)).toBe(54);
    });

    it('offers 144 first settlement-and-road moves (every path end), 7 236 with the next settlement, 19 248 with its road', () => {
      expect([2, 3, 4].map((depth) => perft(empty, depth))).toEqual([144, 7236, 19248]);
    });

    it('leaves the next player 51 intersections after a coastal corner (2 neighbours), 50 after any other (3)', () => {
      for (const [placement, left] of [
        [{ settlement: '1.1 N', roadTo: '1.1 NE' }, 51],
        [{ settlement: '3.3/3.4/4.3', roadTo: '3.3/4.2/4.3' }, 50],
      ] as const) {
        const state = stateOf(played(variableGame(), settle(0, placement), road(0, placement)));
        expect(legalCommands(state, 1)).toHaveLength(left);
      }
    });

    it('offers as many set-up roads as paths at the settlement: 2 on a coastal corner, 3 elsewhere', () => {
      const corner = vertex('1.1 N');
      for (const [v, roads] of [[corner, 2], [vertex('3.3/3.4/4.3'), 3]] as const) {
        const d = decide({ type: 'PlaceSettlement', seat: 0, vertex: v }, empty);
        if (!d.ok) throw new Error(d.rejection.code);
        expect(legalCommands(fold(d.events, empty), 0)).toHaveLength(roads);
      }
    });
  });
});
