// The Diplomat with Seafarers (RULES.md §7.2.7, §7.2.10), rulebook style, on Heading for New
// Shores (3 players, set up as in seafarers-given.ts): every rule about roads holds for ships, so
// the Diplomat removes an open ship as an open road; an opponent's goes back to his supply, the
// player's own may be placed again at once, free, but only as a ship.
// Seat 0's settlement is on the east coast, at 2,4's NE corner, with its set-up ship on 2,4's E
// side, open at 2,4's SE corner; OUT is another sea path from the settlement.
import { describe, expect, it } from 'vitest';
import { format, legalOf, parse, seafarers, type Command, type Event } from '../../domain/catan/index.ts';
import { cardWorthPlaying } from '../../domain/catan/modules/cities-knights/progress/bot-cards.ts';
import type { KnightsGiven } from './ck-given.ts';
import { seaKnights } from './ck-sea-given.ts';
import { draws, playing } from './ck-progress-given.ts';
import { between, corner, OUT, side } from './seafarers-given.ts';

const SETUP_SHIP = side('2,4', 'E');
/** Seat 0's sea line, corner by corner, from the set-up ship's open end southwards. */
const LINE = [corner('2,4', 'SE'), corner('3,4', 'S'), corner('3,4', 'SE'), corner('4,4', 'S'), corner('3,5', 'SE'), corner('4,5', 'S')];

/** A C&K game on New Shores, set up by real commands; seat 0 has rolled a quiet 2 and holds a Diplomat. */
const seaDiplomat = (): KnightsGiven => seaKnights().and(draws(0, 'diplomat'));

/** The seat's ships along LINE from corner `from` to corner `to` (indices), as facts. */
function ships(g: KnightsGiven, seat: number, from: number, to: number): Event[] {
  return LINE.slice(from + 1, to + 1).map((v, i): Event => ({ type: 'ShipPlaced', seat, edge: between(g.state, LINE[from + i], v) }));
}

const sea = (g: KnightsGiven) => seafarers.seafarersPart(g.playing);
const diplomat = (edge: string, to?: string): Command => ({ type: 'PlayProgressCard', seat: 0, card: 'diplomat', edge, ...(to !== undefined ? { to } : {}) });
const PLAYED: Event = { type: 'ProgressCardPlayed', seat: 0, card: 'diplomat' };

describe('the Diplomat with Seafarers', () => {
  it('removes an opponent\'s open ship: it goes back to his supply', () => {
    const g = seaDiplomat();
    const blue = g.and(ships(g, 1, 3, 4));
    const edge = between(g.state, LINE[3], LINE[4]);
    blue.when(diplomat(edge)).then([PLAYED, { type: 'RoadRemoved', seat: 0, owner: 1, edge, piece: 'ship' }]);
    const after = blue.after(diplomat(edge));
    expect(sea(after).ships.includes(1)).toBe(false);
    expect(sea(after).shipsLeft[1]).toBe(sea(blue).shipsLeft[1] + 1);
    expect(after.playing.pieces[1]).toEqual(blue.playing.pieces[1]);
    expect(legalOf(blue.state, 0, 'PlayProgressCard')).toContainEqual(diplomat(edge));
    // Only one's own may be placed again.
    blue.when(diplomat(edge, OUT)).thenRejects('cities-knights/not-own-road');
  });

  it('lets the player place his own ship again at once, free, as a ship by a free ship\'s rules', () => {
    const g = seaDiplomat();
    g.when(diplomat(SETUP_SHIP, OUT)).then([
      PLAYED,
      { type: 'RoadRemoved', seat: 0, owner: 0, edge: SETUP_SHIP, piece: 'ship' },
      { type: 'RoadsGranted', seat: 0, roads: 1 },
      { type: 'ShipPlaced', seat: 0, edge: OUT },
    ]);
    const after = g.after(diplomat(SETUP_SHIP, OUT));
    expect(sea(after).shipsLeft[0]).toBe(sea(g).shipsLeft[0]);
    expect(after.playing.turn.pending).toEqual({ kind: 'none' });
    const plays = legalOf(g.state, 0, 'PlayProgressCard');
    expect(plays).toContainEqual(diplomat(SETUP_SHIP));
    expect(plays).toContainEqual(diplomat(SETUP_SHIP, OUT));
    // A ship is not placed again as a road: only sea paths are offered, a side between two land hexes refused.
    const land = side('2,3', 'W');
    g.when(diplomat(SETUP_SHIP, land)).thenRejects('seafarers/not-a-ship-edge');
    expect(plays).not.toContainEqual(diplomat(SETUP_SHIP, land));
    // Nor away from the seat's ships and buildings.
    g.when(diplomat(SETUP_SHIP, between(g.state, LINE[3], LINE[4]))).thenRejects('seafarers/ship-not-connected');
  });

  it('writes the piece removed in the notation, and reads it back', () => {
    const g = seaDiplomat();
    const game = g.after(diplomat(SETUP_SHIP, OUT)).events;
    expect(format(game)).toContain(`ck-road-removed/0/0/${SETUP_SHIP}/ship`);
    expect(parse(format(game))).toEqual(game);
  });

  it('sends the player\'s own ship back to his supply when he does not place it again', () => {
    const g = seaDiplomat();
    const after = g.after(diplomat(SETUP_SHIP));
    expect(sea(after).shipsLeft[0]).toBe(sea(g).shipsLeft[0] + 1);
    expect(after.playing.pieces[0]).toEqual(g.playing.pieces[0]);
  });

  it('leaves a ship closed at both ends alone (its owner\'s ship, building or knight at each end)', () => {
    const g = seaDiplomat();
    const two = g.and(ships(g, 0, 0, 1));
    two.when(diplomat(SETUP_SHIP)).thenRejects('cities-knights/not-open-road');
    expect(legalOf(two.state, 0, 'PlayProgressCard').filter((c) => 'edge' in c && c.edge === SETUP_SHIP)).toEqual([]);
    const outer = between(g.state, LINE[0], LINE[1]);
    two.when(diplomat(outer)).thenStartsWith([PLAYED, { type: 'RoadRemoved', seat: 0, owner: 0, edge: outer, piece: 'ship' }]);
    const guarded = two.and({ type: 'KnightRecruited', seat: 0, vertex: LINE[1] });
    guarded.when(diplomat(outer)).thenRejects('cities-knights/not-open-road');
  });

  it('rejudges the Longest Trade Route', () => {
    const g = seaDiplomat();
    // The set-up ship and four more: a route of 5, the award's.
    const long = g.and(ships(g, 0, 0, 4), { type: 'LongestRoadChanged', holder: 0, length: 5 });
    const last = between(g.state, LINE[3], LINE[4]);
    long.when(diplomat(last)).then([
      PLAYED,
      { type: 'RoadRemoved', seat: 0, owner: 0, edge: last, piece: 'ship' },
      { type: 'LongestRoadChanged', holder: null, length: 0 },
    ]);
  });

  it('is played by a good bot on an opponent\'s open ship (the route holder\'s first), never on its own', () => {
    const g = seaDiplomat();
    // Seat 2 holds the Longest Trade Route; its knights close its two set-up roads; its lone ship is open.
    const orange = g.and(
      ships(g, 2, 3, 4), { type: 'LongestRoadChanged', holder: 2, length: 5 },
      { type: 'KnightRecruited', seat: 2, vertex: corner('0,7', 'SW') }, { type: 'KnightRecruited', seat: 2, vertex: corner('0,5', 'NW') },
    );
    const edge = between(g.state, LINE[3], LINE[4]);
    expect(cardWorthPlaying(orange.playing, 0, 'diplomat')).toEqual(diplomat(edge));
    const mine = cardWorthPlaying(g.playing, 0, 'diplomat');
    expect(mine).not.toBeNull();
    expect(mine).not.toEqual(diplomat(SETUP_SHIP));
  });
});

describe('the Diplomat without Seafarers', () => {
  it('names roads only: no ship, no Seafarers part', () => {
    const g = playing(['diplomat']);
    expect(seafarers.hasSeafarers(g.playing)).toBe(false);
    const plays = legalOf(g.state, 0, 'PlayProgressCard').filter((c) => c.type === 'PlayProgressCard' && c.card === 'diplomat');
    expect(plays.length).toBeGreaterThan(0);
    const removed = plays.filter((c) => !('to' in c)).map((c) => g.when(c).events[1]);
    expect(removed.every((e) => e.type === 'RoadRemoved' && e.piece === 'road')).toBe(true);
  });
});
