// Cities & Knights' knights with Seafarers (RULES.md §7.2.5, §7.2.10), rulebook style, on Heading
// for New Shores (3 players, set up as in seafarers-given.ts): a knight is recruited at a ship and
// may stand between sea hexes, moves along ships, chases the pirate from a corner of its hex; an
// opponent's knight ends a ship line; a ship may not move off so as to cut a knight off.
// Seat 0's settlement is on the east coast, at 2,4's NE corner, with its set-up ship on 2,4's E
// side; its sea line (facts) goes on south of the gold 4,4 to a corner of the pirate's hex 5,4.
import { describe, expect, it } from 'vitest';
import { botCommand, legalCommands, legalOf, redactState, type Event, type Seat, type VertexKey } from '../../domain/catan/index.ts';
import { seededRandom } from '../../domain/shared/random.ts';
import { gives } from './given.ts';
import type { KnightsGiven } from './ck-given.ts';
import { seaKnights } from './ck-sea-given.ts';
import { between, corner, OUT, side } from './seafarers-given.ts';

const PLAYERS = 3;
/** The set-up ship's open end: 2,4's SE corner. */
const SHIP_END = corner('2,4', 'SE');
/** Seat 0's sea line, corner by corner, from the set-up ship's end to the pirate's hex (5,4). */
const LINE = [SHIP_END, corner('3,4', 'S'), corner('3,4', 'SE'), corner('4,4', 'S'), corner('3,5', 'SE'), corner('4,5', 'S'), corner('4,5', 'SE'), corner('5,4', 'S')];
/** A corner between three sea hexes (4,5, 5,5, 4,6). */
const OPEN_SEA = corner('4,5', 'SE');
/** A corner of the pirate's hex between three sea hexes (5,4, 4,5, 5,5). */
const BY_PIRATE = corner('5,4', 'S');


/** Seat 0's ships along LINE up to its corner `upTo` (index), as facts. */
function line(g: KnightsGiven, upTo: number): Event[] {
  return LINE.slice(0, upTo + 1).flatMap((v, i): Event[] => (i === 0 ? [] : [{ type: 'ShipPlaced', seat: 0, edge: between(g.state, LINE[i - 1], v) }]));
}

/** A knight of the seat recruited at `v` (paid for), active if asked. */
function knightAt(seat: Seat, v: VertexKey, active = false): Event[] {
  const out: Event[] = [gives(seat, { wool: 1, ore: 1 }, PLAYERS), { type: 'KnightRecruited', seat, vertex: v }];
  return active ? [...out, gives(seat, { grain: 1 }, PLAYERS), { type: 'KnightActivated', seat, vertex: v }] : out;
}

/** The turns go round to seat 0's next turn, and it rolls a quiet 2 (its knights activated before may act). */
const nextTurn = (g: KnightsGiven): KnightsGiven => g.turnOfSeat(0).roll([1, 1]);

const firstAttack: Event = { type: 'BarbariansAttacked', strength: 2, defence: [0, 0, 0], won: true };

describe('recruiting a knight with Seafarers', () => {
  it('may be done at one of one\'s ships, also on an intersection between sea hexes', () => {
    const g = seaKnights();
    const rich = g.and(line(g, LINE.length - 1), gives(0, { wool: 1, ore: 1 }, PLAYERS));
    // (Facts laid the line; the recruit judges the Longest Trade Route it makes too.)
    rich.when({ type: 'RecruitKnight', seat: 0, vertex: SHIP_END }).thenStartsWith([{ type: 'KnightRecruited', seat: 0, vertex: SHIP_END }]);
    rich.when({ type: 'RecruitKnight', seat: 0, vertex: OPEN_SEA }).thenStartsWith([{ type: 'KnightRecruited', seat: 0, vertex: OPEN_SEA }]);
    expect(legalOf(rich.state, 0, 'RecruitKnight')).toContainEqual({ type: 'RecruitKnight', seat: 0, vertex: OPEN_SEA });
  });

  it('is refused on the open sea away from one\'s ships', () => {
    const g = seaKnights().and(gives(0, { wool: 1, ore: 1 }, PLAYERS));
    g.when({ type: 'RecruitKnight', seat: 0, vertex: OPEN_SEA }).thenRejects('rule/not-connected');
  });
});

describe('moving a knight with Seafarers', () => {
  it('goes along one\'s ships and may stop between sea hexes', () => {
    const g = seaKnights();
    const ready = nextTurn(g.and(line(g, LINE.length - 1), knightAt(0, LINE[1], true)));
    expect(legalOf(ready.state, 0, 'MoveKnight')).toContainEqual({ type: 'MoveKnight', seat: 0, from: LINE[1], to: OPEN_SEA });
    ready.when({ type: 'MoveKnight', seat: 0, from: LINE[1], to: OPEN_SEA }).thenStartsWith([{ type: 'KnightMoved', seat: 0, from: LINE[1], to: OPEN_SEA }]);
  });

  it('goes no further than the ships reach', () => {
    const g = seaKnights();
    const ready = nextTurn(g.and(line(g, 3), knightAt(0, LINE[1], true)));
    ready.when({ type: 'MoveKnight', seat: 0, from: LINE[1], to: OPEN_SEA }).thenRejects('cities-knights/no-route');
  });
});

describe('chasing the pirate', () => {
  /** Seat 0's active knight on a sea corner of the pirate's hex, after the barbarians' first attack. */
  const byThePirate = (): KnightsGiven => {
    const g = seaKnights();
    return nextTurn(g.and(line(g, LINE.length - 1), knightAt(0, BY_PIRATE, true), firstAttack, gives(0, { grain: 1 }, PLAYERS), { type: 'KnightActivated', seat: 0, vertex: BY_PIRATE }));
  };

  it('is done from a corner of the pirate\'s hex: the seat moves the pirate (not the robber) next', () => {
    const chased = byThePirate().after({ type: 'ChaseRobber', seat: 0, vertex: BY_PIRATE });
    expect(chased.playing.turn.pending).toEqual({ kind: 'robber' });
    expect(chased.part.knights.at.find((k) => k?.seat === 0)).toMatchObject({ active: false });
    expect(legalCommands(chased.state, 0).filter((c) => c.type === 'MoveRobber')).toEqual([]);
    expect(legalOf(chased.state, 0, 'MovePirate')).toContainEqual({ type: 'MovePirate', seat: 0, hex: '5,5', victim: null });
    chased.when({ type: 'MoveRobber', seat: 0, hex: '2,3', victim: null }).thenRejects('rule/wrong-phase');
    chased.when({ type: 'MovePirate', seat: 0, hex: '5,5', victim: null }).then([{ type: 'PirateMoved', seat: 0, hex: '5,5' }]);
  });

  it('is answered by bots of every level with the pirate\'s move', () => {
    const chased = byThePirate().after({ type: 'ChaseRobber', seat: 0, vertex: BY_PIRATE });
    for (const level of ['easy', 'good', 'expert'] as const) {
      expect(botCommand(redactState(chased.state, 0), 0, level, seededRandom(1))?.type, level).toBe('MovePirate');
    }
  });

  it('is what a good bot does when the pirate lies beside its ship', () => {
    const g = byThePirate();
    expect(botCommand(redactState(g.state, 0), 0, 'good', seededRandom(1))?.type).not.toBe('ChaseRobber');
    const beside = g.and({ type: 'ShipPlaced', seat: 0, edge: between(g.state, BY_PIRATE, corner('5,4', 'SW')) });
    expect(botCommand(redactState(beside.state, 0), 0, 'good', seededRandom(1))).toEqual({ type: 'ChaseRobber', seat: 0, vertex: BY_PIRATE });
  });

  it('leaves the pirate still when the knight chased the robber (from a land corner of its hex, 2,1)', () => {
    const g = seaKnights();
    const byRobber = corner('2,1', 'S');
    const ready = nextTurn(g.and(knightAt(0, byRobber, true), firstAttack, gives(0, { grain: 1 }, PLAYERS), { type: 'KnightActivated', seat: 0, vertex: byRobber }));
    const chased = ready.after({ type: 'ChaseRobber', seat: 0, vertex: byRobber });
    expect(legalCommands(chased.state, 0).filter((c) => c.type === 'MovePirate')).toEqual([]);
    chased.when({ type: 'MovePirate', seat: 0, hex: '5,5', victim: null }).thenRejects('rule/wrong-phase');
    chased.when({ type: 'MoveRobber', seat: 0, hex: '2,3', victim: null }).thenStartsWith([{ type: 'RobberMoved', seat: 0, hex: '2,3' }]);
  });

  it('is listed among the knight\'s actions', () => {
    expect(legalOf(byThePirate().state, 0, 'ChaseRobber')).toEqual([{ type: 'ChaseRobber', seat: 0, vertex: BY_PIRATE }]);
  });
});

describe('ships and knights', () => {
  it('an opponent\'s knight ends a ship line, as an opponent\'s building does', () => {
    const g = seaKnights();
    const rich = g.and(line(g, 2), gives(0, { lumber: 1, wool: 1 }, PLAYERS));
    const onward = between(g.state, LINE[2], LINE[3]);
    rich.when({ type: 'BuildShip', seat: 0, edge: onward }).then([{ type: 'ShipBuilt', seat: 0, edge: onward }]);
    const blocked = rich.and(knightAt(1, LINE[2]));
    blocked.when({ type: 'BuildShip', seat: 0, edge: onward }).thenRejects('seafarers/ship-not-connected');
    expect(legalOf(blocked.state, 0, 'BuildShip')).not.toContainEqual({ type: 'BuildShip', seat: 0, edge: onward });
  });

  it('a ship may not move off if that cuts its owner\'s knight off from his routes', () => {
    const g = seaKnights();
    const setUpShip = side('2,4', 'E');
    g.when({ type: 'MoveShip', seat: 0, from: setUpShip, to: OUT }).then([{ type: 'ShipMoved', seat: 0, from: setUpShip, to: OUT }]);
    const guarded = g.and(knightAt(0, SHIP_END));
    guarded.when({ type: 'MoveShip', seat: 0, from: setUpShip, to: OUT }).thenRejects('seafarers/ship-not-movable');
    expect(legalOf(guarded.state, 0, 'MoveShip')).toEqual([]);
    // An opponent's knight there is no reason to keep the ship.
    g.and(knightAt(1, SHIP_END)).when({ type: 'MoveShip', seat: 0, from: setUpShip, to: OUT }).then([{ type: 'ShipMoved', seat: 0, from: setUpShip, to: OUT }]);
  });
});
