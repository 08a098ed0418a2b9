// Invariants of a whole Seafarers game's stream, for the property tests (a share of games) and the
// benchmark's sweep (≥ 1,000 games per scenario): no test framework here, each check throws.
import {
  devTotal, evolve, handTotal, initialState, pointSources, redact, rulesOf, seafarers, simulate, totalPoints,
  type BoardKind, type Event, type State, type Viewer,
} from '../../domain/catan/index.ts';

const { seafarersPart, islandPoints, SHIPS_PER_SEAT } = seafarers;

function check(condition: boolean, message: () => string): void {
  if (!condition) throw new Error(message());
}

export interface SeaGame { readonly seed: number; readonly players: 3 | 4; readonly board: string }

export const play = (g: SeaGame) => simulate(g.seed, { players: g.players, board: g.board as BoardKind, modules: ['seafarers'], maxCommands: 20_000 });

/** Every invariant of one game's stream; throws naming the first broken one. */
export function checkGame(g: SeaGame, events: readonly Event[]): void {
  let s: State = initialState();
  let before: State = s;
  let progress = 0;
  for (let i = 0; i < events.length; i++) {
    before = s;
    s = evolve(s, events[i]);
    const e = events[i];
    if (e.type === 'RoadBuildingPlayed' || e.type === 'YearOfPlentyPlayed' || e.type === 'MonopolyPlayed') progress++;
    if (s.phase === 'none' || s.phase === 'lobby') continue;
    let cards = s.bank.brick + s.bank.lumber + s.bank.wool + s.bank.grain + s.bank.ore;
    for (const h of s.hands) cards += handTotal(h);
    check(cards === 95, () => `${g.board}/${g.players} seed ${g.seed}: ${cards} resource cards after event ${i} (${e.type})`);
    let dev = devTotal(s.deck) + progress;
    for (let seat = 0; seat < s.players; seat++) dev += devTotal(s.devCards[seat]) + s.knights[seat];
    check(dev === 25, () => `${g.board} seed ${g.seed}: ${dev} development cards after event ${i}`);
    const part = seafarersPart(s);
    for (let seat = 0; seat < s.players; seat++) {
      const ships = part.ships.filter((x) => x === seat).length;
      check(ships + part.shipsLeft[seat] === SHIPS_PER_SEAT, () => `${g.board} seed ${g.seed}: seat ${seat} has ${ships} + ${part.shipsLeft[seat]} ships`);
    }
    // A ship and a road never share a path.
    check(part.ships.every((x, edge) => x === -1 || s.phase === 'none' || (s as { roads: readonly number[] }).roads[edge] === -1), () => `${g.board} seed ${g.seed}: a road and a ship on one path`);
    const next = events[i + 1]?.type;
    if (s.phase !== 'playing' || next === 'GameWon' || next === 'LongestRoadChanged' || next === 'TurnEnded' || next === 'IslandBonusTaken') continue;
    for (let seat = 0; seat < s.players; seat++) {
      const src = pointSources(s, seat);
      check(src.extra === islandPoints(s, seat), () => `${g.board} seed ${g.seed}: seat ${seat} extra ${src.extra}`);
      const sum = src.settlements + 2 * src.cities + 2 * src.longestRoad + 2 * src.largestArmy + src.victoryPointCards + src.extra;
      check(totalPoints(s, seat) === sum, () => `${g.board} seed ${g.seed}: seat ${seat} points ≠ ${sum}`);
    }
  }
  const won = events.at(-1)!;
  check(won.type === 'GameWon' && before.phase === 'playing' && won.seat === before.turn.seat
    && won.points >= rulesOf(before).victoryPoints(before) && won.points === totalPoints(before, won.seat), () => `${g.board} seed ${g.seed}: ended with ${JSON.stringify(won)}`);
}

/** No fog hex (nor the stacks' order) in any viewer's stream before its reveal. */
export function checkFogHidden(g: SeaGame, events: readonly Event[]): void {
  for (const viewer of [...Array.from({ length: g.players }, (_, s) => s), 'spectator'] as Viewer[]) {
    let s: State = initialState(viewer);
    for (const e of events) {
      const r = redact(e, viewer);
      if (r.type === 'FogStacked') check(r.hexes === null && r.tokens === null, () => `${viewer} sees the fog's stacks`);
      s = evolve(s, r);
      if (s.phase === 'none' || s.phase === 'finished' || !seafarers.hasSeafarers(s)) continue;
      const p = seafarersPart(s);
      check(p.fogHexes === null && p.fogTokens === null, () => `${viewer} holds the fog's stacks`);
    }
  }
}

