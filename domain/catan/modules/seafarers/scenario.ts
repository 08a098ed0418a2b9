// A scenario's map read and checked (maps.ts is the data): the board a game is created on, and the
// facts the rules read all game long (islands, the pirate's start, the victory target, the fog
// stacks). Every check names what is wrong, so that a bad map is a typed refusal, never a game.
import type { Board, Harbor, Tile } from '../../base/board/layouts.ts';
import { DIRECTIONS, hexKey, parseHexKey, sideOf, SIDE_NAMES, type SideName } from '../../base/board/geometry.ts';
import type { HarborKind, HexKey, Terrain } from '../../base/types.ts';
import { shuffled, seededRandom } from '../../../shared/random.ts';
import { MAPS, SCENARIOS, type MapData, type ScenarioId } from './maps.ts';
import './terrains.ts';

const LETTERS: Readonly<Record<string, Terrain>> = {
  '~': 'sea', '?': 'fog', H: 'hills', F: 'forest', P: 'pasture', W: 'fields', M: 'mountains', G: 'gold', D: 'desert',
};

export interface Island {
  readonly hexes: readonly HexKey[];
  readonly bonus: number;
  readonly setup: boolean;
}

export interface Scenario {
  readonly id: ScenarioId;
  readonly players: number;
  readonly board: Board;
  readonly islands: readonly Island[];
  readonly pirate: HexKey;
  readonly victoryPoints: number;
  /** The face-down stacks' contents (in the book's order; the game shuffles them), or empty. */
  readonly fogHexes: readonly Terrain[];
  readonly fogTokens: readonly number[];
}

const HARBOR = /^\((-?\d+),(-?\d+)\) (NE|E|SE|SW|W|NW) (generic|brick|lumber|wool|grain|ore)$/;

export const isScenario = (id: unknown): id is ScenarioId => (SCENARIOS as readonly unknown[]).includes(id);

/** The map of a scenario for this many players, checked: a Scenario, or what is wrong with it. */
export function readScenario(id: ScenarioId, players: number, data: MapData | undefined = (MAPS[id] as Record<number, MapData>)[players]): Scenario | string {
  if (data === undefined) return `${id} has a map for ${Object.keys(MAPS[id]).join(' or ')} players.`;
  const tiles: Tile[] = [];
  for (const [r, q0, cells] of data.rows) {
    const words = cells.split(' ');
    for (let i = 0; i < words.length; i++) {
      const w = words[i];
      const terrain = LETTERS[w[0]];
      const token = w.length > 1 ? Number(w.slice(1)) : null;
      if (terrain === undefined) return `${id}: unknown cell ${w} at ${hexKey(q0 + i, r)}.`;
      const producing = terrain !== 'sea' && terrain !== 'fog' && terrain !== 'desert';
      if (producing !== (token !== null) || (token !== null && (!Number.isInteger(token) || token < 2 || token > 12 || token === 7))) {
        return `${id}: ${hexKey(q0 + i, r)} needs a number token 2–12 (not 7) exactly when it produces.`;
      }
      tiles.push({ hex: hexKey(q0 + i, r), terrain, token });
    }
  }
  const at = new Map(tiles.map((t) => [t.hex, t]));
  if (at.size !== tiles.length) return `${id}: a cell is listed twice.`;
  const land = (hex: HexKey) => { const t = at.get(hex); return t !== undefined && t.terrain !== 'sea' && t.terrain !== 'fog'; };
  const seaward = (hex: HexKey) => at.get(hex)?.terrain === 'sea';
  // The frame is the outer ring: every cell with a neighbour outside the grid must be sea.
  for (const t of tiles) {
    const { q, r } = parseHexKey(t.hex);
    if (DIRECTIONS.some((d) => !at.has(hexKey(q + d.q, r + d.r))) && t.terrain !== 'sea') return `${id}: ${t.hex} is on the frame, which is sea.`;
  }
  const islands = data.islands.map((i) => ({ hexes: i.hexes.split(' '), bonus: i.bonus, setup: i.setup }));
  const owner = new Map<HexKey, number>();
  for (const [n, i] of islands.entries()) {
    for (const hex of i.hexes) {
      if (!land(hex)) return `${id}: island hex ${hex} is not land.`;
      if (owner.has(hex)) return `${id}: ${hex} is on two islands.`;
      owner.set(hex, n);
    }
  }
  const landCount = tiles.filter((t) => land(t.hex)).length;
  if (owner.size !== landCount) return `${id}: every land hex belongs to one island (${owner.size} of ${landCount} do).`;
  if (!islands.some((i) => i.setup)) return `${id}: no island takes the set-up settlements.`;
  const harbors: Harbor[] = [];
  for (const h of data.harbors) {
    const m = HARBOR.exec(h);
    if (m === null) return `${id}: harbor "${h}" is not "(q,r) SIDE kind".`;
    const hex = hexKey(Number(m[1]), Number(m[2]));
    const side = m[3] as SideName;
    const d = DIRECTIONS[(SIDE_NAMES.indexOf(side) + 5) % 6];
    const { q, r } = parseHexKey(hex);
    if (!land(hex) || !seaward(hexKey(q + d.q, r + d.r))) return `${id}: harbor "${h}" is not on a coast of a land hex.`;
    harbors.push({ edge: sideOf(hex, side), kind: m[4] as HarborKind });
  }
  if (new Set(harbors.map((h) => h.edge)).size !== harbors.length) return `${id}: two harbors on one coast.`;
  if (!land(data.robber)) return `${id}: the robber starts on a land hex.`;
  if (!seaward(data.pirate)) return `${id}: the pirate starts on a sea hex.`;
  const fogHexes = (data.fog?.hexes.split(' ') ?? []).map((w) => LETTERS[w]);
  const fogTokens = data.fog?.tokens ?? [];
  const spaces = tiles.filter((t) => t.terrain === 'fog').length;
  if (fogHexes.length !== spaces || fogHexes.some((t) => t === undefined || t === 'fog')) return `${id}: the fog stack must hold one hex for each of the ${spaces} fog spaces.`;
  if (fogTokens.length !== fogHexes.filter((t) => t !== 'sea' && t !== 'desert').length) return `${id}: the fog tokens must number the stack's producing hexes.`;
  return {
    id, players, islands, pirate: data.pirate, victoryPoints: data.victoryPoints, fogHexes, fogTokens,
    board: { tiles, harbors, robber: data.robber },
  };
}

/** A game's board on a scenario: its map, with the harbor types shuffled where the book says so. */
export function scenarioBoard(id: ScenarioId, players: number, seed: number): Board | string {
  const scenario = scenarioOf(id, players);
  if (typeof scenario === 'string') return scenario;
  if (MAPS[id][players as 3 | 4].shuffleHarbors !== true) return scenario.board;
  const kinds = shuffled(scenario.board.harbors.map((h) => h.kind), seededRandom(seed));
  return { ...scenario.board, harbors: scenario.board.harbors.map((h, i) => ({ edge: h.edge, kind: kinds[i] })) };
}

const read = new Map<string, Scenario | string>();

/** The checked scenario (read once per scenario and table size). */
export function scenarioOf(id: ScenarioId, players: number): Scenario | string {
  const key = `${id}/${players}`;
  let s = read.get(key);
  if (s === undefined) {
    s = readScenario(id, players);
    read.set(key, s);
  }
  return s;
}
