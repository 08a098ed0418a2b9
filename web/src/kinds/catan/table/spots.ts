// Which spots of the board the current move offers, from the domain's legal commands, and which
// commands a picked spot stands for. Pure: testable without a DOM.
import type { Command, HexKey } from '../../../lib/domain.ts';
import type { BoardSpots, Spot, SpotKind } from '../board/Spots.tsx';

/**
 * What to build; 'pavers': the free road of the pavers' guild (Friends); 'helper': a board helper's
 * spot (Helpers); 'ship' and 'moveShip': a ship to build, or one to move and then its new spot (Seafarers);
 * 'wall' and 'metropolis': a city wall, or the city to carry a metropolis; 'recruit', 'promote',
 * 'activate': a knight to hire, promote or stand up; 'knight': an active knight, then where it goes
 * (a move, a displacement, the robber's or the pirate's hex to chase) (Cities & Knights).
 */
export type BuildMode = 'road' | 'settlement' | 'city' | 'pavers' | 'helper' | 'ship' | 'moveShip' | 'wall' | 'metropolis'
  | 'recruit' | 'promote' | 'activate' | 'knight' | null;

export interface SpotLabels {
  /** `knight`: a knight to act ('from'), or where it goes ('to'). */
  vertex(key: string, command: Command['type'], knight?: 'from' | 'to'): string;
  /** `explorer`: the Explorer's road or a ship (MoveShip) to move ('from') or its new spot ('to'). */
  edge(key: string, command: Command['type'], explorer?: 'from' | 'to'): string;
  hex(key: HexKey, command: Command['type']): string;
  /** A side offered for both a road and a ship (Seafarers: a coast, in set-up or by Road Building). */
  roadOrShip?(key: string): string;
}

export interface SpotPlan {
  readonly spots: BoardSpots;
  /** The commands a spot stands for (several for a robber hex: one per possible victim). */
  readonly commands: ReadonlyMap<string, readonly Command[]>;
}

const BY_MODE: Readonly<Record<Exclude<BuildMode, null>, readonly Command['type'][]>> = {
  road: ['BuildRoad'], settlement: ['BuildSettlement'], city: ['BuildCity'], pavers: ['UseFavor'], helper: ['UseHelper'],
  ship: ['BuildShip'], moveShip: ['MoveShip'], wall: ['BuildWall'], metropolis: ['BuyImprovement'],
  recruit: ['RecruitKnight'], promote: ['PromoteKnight'], activate: ['ActivateKnight'], knight: ['MoveKnight', 'DisplaceKnight', 'ChaseRobber'],
};

/**
 * The command types whose spots show without choosing a build mode first (Seafarers: the free
 * ships, the pirate; Cities & Knights: the city lost to the barbarians, a displaced knight's retreat,
 * the Deserter's knight).
 */
const ALWAYS: ReadonlySet<Command['type']> = new Set(['PlaceSettlement', 'PlaceRoad', 'MoveRobber', 'PlaceShip', 'MovePirate', 'LoseCity', 'RetreatKnight', 'PlaceDeserter']);

export const spotKey = (kind: SpotKind, key: string) => `${kind}:${key}`;

/**
 * The spots of the legal commands in this mode. `from`: the Explorer's road (Helpers) or the ship
 * (Seafarers) picked on the board: its new spots show, else the roads or ships that may move.
 * A side offered for a road and a ship (a coast, in set-up or by Road Building) stands for both.
 * In the 'knight' mode `from` is the knight picked; `chased` is the hex its chase lights (the
 * robber's or the pirate's).
 */
export function planSpots(legal: readonly Command[], mode: BuildMode, labels: SpotLabels, from: string | null = null, chased: string | null = null): SpotPlan {
  const wanted: readonly Command['type'][] = mode ? BY_MODE[mode] : [];
  const vertices: Spot[] = [];
  const edges: Spot[] = [];
  const hexes: Spot[] = [];
  const commands = new Map<string, Command[]>();
  const add = (kind: SpotKind, key: string, c: Command, list: Spot[], label: () => string) => {
    const k = spotKey(kind, key);
    const known = commands.get(k);
    if (known) {
      known.push(c);
      if (labels.roadOrShip && known.some((x) => x.type === 'PlaceRoad') && known.some((x) => x.type === 'PlaceShip')) {
        const i = list.findIndex((s) => s.key === key);
        list[i] = { key, label: labels.roadOrShip(key) };
      }
    } else {
      commands.set(k, [c]);
      list.push({ key, label: label() });
    }
  };
  for (const c of legal) {
    if (!wanted.includes(c.type) && !ALWAYS.has(c.type)) continue;
    switch (c.type) {
      case 'PlaceSettlement':
      case 'BuildSettlement':
      case 'BuildCity':
      case 'BuildWall':
      case 'LoseCity':
      case 'RecruitKnight':
      case 'PromoteKnight':
      case 'ActivateKnight':
      case 'RetreatKnight':
        add('vertex', c.vertex, c, vertices, () => labels.vertex(c.vertex, c.type));
        break;
      case 'PlaceDeserter':
        if (c.vertex !== undefined) add('vertex', c.vertex, c, vertices, () => labels.vertex(c.vertex!, c.type));
        break;
      case 'MoveKnight':
      case 'DisplaceKnight':
        if (from === null) add('vertex', c.from, c, vertices, () => labels.vertex(c.from, c.type, 'from'));
        else if (c.from === from) add('vertex', c.to, c, vertices, () => labels.vertex(c.to, c.type, 'to'));
        break;
      case 'ChaseRobber':
        if (from === null) add('vertex', c.vertex, c, vertices, () => labels.vertex(c.vertex, c.type, 'from'));
        else if (c.vertex === from && chased !== null) add('hex', chased, c, hexes, () => labels.hex(chased, c.type));
        break;
      case 'BuyImprovement':
        // The city to carry the metropolis a level takes (the level without one is bought from the panel).
        if (c.vertex !== undefined) add('vertex', c.vertex, c, vertices, () => labels.vertex(c.vertex!, c.type));
        break;
      case 'PlaceRoad':
      case 'BuildRoad':
      case 'PlaceShip':
      case 'BuildShip':
        add('edge', c.edge, c, edges, () => labels.edge(c.edge, c.type));
        break;
      case 'MoveRobber':
      case 'MovePirate':
        add('hex', c.hex, c, hexes, () => labels.hex(c.hex, c.type));
        break;
      case 'MoveShip':
        if (from === null) add('edge', c.from, c, edges, () => labels.edge(c.from, c.type, 'from'));
        else if (c.from === from) add('edge', c.to, c, edges, () => labels.edge(c.to, c.type, 'to'));
        break;
      case 'UseFavor':
        if (c.guild === 'pavers') add('edge', c.edge, c, edges, () => labels.edge(c.edge, c.type));
        break;
      case 'UseHelper': {
        // The Mendicant's road and the Priest's building (several uses a spot: the dialog chooses),
        // the Robber Bride's desert, the Explorer's road and then its new spot.
        const u = c.use;
        if (u.helper === 'mendicant') add('edge', u.edge, c, edges, () => labels.edge(u.edge, c.type));
        if (u.helper === 'priest') add('vertex', u.vertex, c, vertices, () => labels.vertex(u.vertex, c.type));
        if (u.helper === 'robberBride') add('hex', u.hex, c, hexes, () => labels.hex(u.hex, c.type));
        if (u.helper === 'explorer' && from === null) add('edge', u.from, c, edges, () => labels.edge(u.from, c.type, 'from'));
        if (u.helper === 'explorer' && u.from === from) add('edge', u.to, c, edges, () => labels.edge(u.to, c.type, 'to'));
        break;
      }
      default:
        break;
    }
  }
  const picked = from !== null && (mode === 'helper' || mode === 'moveShip' || mode === 'knight') ? { picked: from } : {};
  return { spots: { vertices, edges, hexes, ...picked }, commands };
}

/** Is any command of this build mode legal now? */
export const canBuild = (legal: readonly Command[], mode: Exclude<BuildMode, null>): boolean =>
  legal.some((c) => BY_MODE[mode].includes(c.type) && (c.type !== 'UseFavor' || c.guild === 'pavers'));
