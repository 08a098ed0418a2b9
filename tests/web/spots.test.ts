// Legal spots from the domain's legal commands: set-up, build modes, the robber.
import { describe, expect, it } from 'vitest';
import { decide, initialState, fold, legalCommands, supplyInputs, seededRandom, type Command, type Event, type State } from '../../web/src/lib/domain.ts';
import { planSpots } from '../../web/src/kinds/catan/table/spots.ts';
import { toClientCommand } from '../../web/src/lib/protocol.ts';

const labels = { vertex: (k: string) => `v ${k}`, edge: (k: string) => `e ${k}`, hex: (k: string) => `h ${k}` };

function play(commands: Command[]): State {
  const random = seededRandom(3);
  const events: Event[] = [];
  let s = initialState();
  for (const c of commands) {
    const d = decide(supplyInputs(c, random), s);
    if (!d.ok) throw new Error(d.rejection.code);
    events.push(...d.events);
    s = fold(d.events, s);
  }
  return s;
}

const lobby = (board: 'beginner' | 'variable') => play([
  { type: 'CreateGame', players: 3, board },
  { type: 'ClaimSeat', seat: 0, name: 'A' }, { type: 'ClaimSeat', seat: 1, name: 'B' }, { type: 'ClaimSeat', seat: 2, name: 'C' },
]);

describe('planSpots', () => {
  it('offers all 54 corners for the first set-up settlement, then the roads touching it', () => {
    const s = lobby('variable');
    const plan = planSpots(legalCommands(s, 0), null, labels);
    expect(plan.spots.vertices).toHaveLength(54);
    expect(plan.spots.edges).toHaveLength(0);
    const decision = decide(plan.commands.get(`vertex:${plan.spots.vertices[0].key}`)![0], s);
    if (!decision.ok) throw new Error(decision.rejection.code);
    const after = fold(decision.events, s);
    const roads = planSpots(legalCommands(after, 0), null, labels);
    expect(roads.spots.vertices).toHaveLength(0);
    expect(roads.spots.edges.length).toBeGreaterThanOrEqual(2);
    expect(roads.spots.edges.length).toBeLessThanOrEqual(3);
  });

  it('shows no spots to a seat that is not awaited', () => {
    expect(planSpots(legalCommands(lobby('variable'), 1), null, labels).spots.vertices).toHaveLength(0);
  });

  it('shows build spots only for the chosen build mode', () => {
    const all: Command[] = [
      { type: 'BuildRoad', seat: 0, edge: '0,0,NE' },
      { type: 'BuildSettlement', seat: 0, vertex: '0,0,N' },
      { type: 'BuildCity', seat: 0, vertex: '0,0,S' },
    ];
    expect(planSpots(all, null, labels).spots).toEqual({ vertices: [], edges: [], hexes: [] });
    expect(planSpots(all, 'road', labels).spots.edges.map((s) => s.key)).toEqual(['0,0,NE']);
    expect(planSpots(all, 'city', labels).spots.vertices).toEqual([{ key: '0,0,S', label: 'v 0,0,S' }]);
  });

  it('groups the robber commands of a hex (one per possible victim)', () => {
    const legal: Command[] = [
      { type: 'MoveRobber', seat: 0, hex: '0,0', victim: null },
      { type: 'MoveRobber', seat: 0, hex: '0,0', victim: 2 },
      { type: 'MoveRobber', seat: 0, hex: '1,0', victim: null },
    ];
    const plan = planSpots(legal, null, labels);
    expect(plan.spots.hexes.map((h) => h.key)).toEqual(['0,0', '1,0']);
    expect(plan.commands.get('hex:0,0')).toHaveLength(2);
  });
});

describe('toClientCommand', () => {
  it('strips the seat and the server inputs, and validates against the protocol', () => {
    expect(toClientCommand({ type: 'MoveRobber', seat: 1, hex: '0,0', victim: 2, draw: 0.3 })).toEqual({ type: 'MoveRobber', hex: '0,0', victim: 2 });
    expect(toClientCommand({ type: 'RollDice', seat: 0, dice: [1, 2] })).toEqual({ type: 'RollDice' });
    expect(() => toClientCommand({ type: 'BuildRoad', seat: 0, edge: 'nowhere' })).toThrow();
  });
});
