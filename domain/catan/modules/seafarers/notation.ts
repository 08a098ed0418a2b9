// Seafarers in the notation: `fog/hexes/tokens` (the stacks, top last, '?' when hidden),
// `ship/seat/edge`, `free-ship/seat/edge`, `move-ship/seat/from/to`, `pirate/seat/hex`,
// `reveal/seat/hex/terrain/token/res`, `gold-owed/counts`, `gold/seat/bundle`, `home/seat/island`,
// `island/seat/island/points`. Edges are "q,r,SIDE": their commas are kept, '/' separates.
import type { Terrain } from '../../base/types.ts';
import { bundle, CODE_RES, readBundle, RES_CODE } from '../../base/notation.ts';
import type { SeafarersEvent } from './events.ts';

const stack = <T>(xs: readonly T[] | null) => (xs === null ? '?' : xs.join('|') || '-');
const readStack = (t: string): string[] | null => (t === '?' ? null : t === '-' ? [] : t.split('|'));

export function seafarersToken(e: SeafarersEvent): string {
  switch (e.type) {
    case 'FogStacked': return `fog/${stack(e.hexes)}/${stack(e.tokens)}`;
    case 'ShipBuilt': return `ship/${e.seat}/${e.edge}`;
    case 'ShipPlaced': return `free-ship/${e.seat}/${e.edge}`;
    case 'ShipMoved': return `move-ship/${e.seat}/${e.from}/${e.to}`;
    case 'PirateMoved': return `pirate/${e.seat}/${e.hex}`;
    case 'FogRevealed': return `reveal/${e.seat}/${e.hex}/${e.terrain}/${e.token ?? '-'}/${e.resource === null ? '-' : RES_CODE[e.resource]}`;
    case 'GoldOwed': return `gold-owed/${e.counts.join('|')}`;
    case 'GoldPicked': return `gold/${e.seat}/${bundle(e.resources)}`;
    case 'HomeIslandSettled': return `home/${e.seat}/${e.island}`;
    case 'IslandBonusTaken': return `island/${e.seat}/${e.island}/${e.points}`;
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as SeafarersEvent).type}`);
    }
  }
}

export function readSeafarers(word: string, a: readonly string[]): SeafarersEvent | null {
  const n = (i: number) => Number(a[i]);
  switch (word) {
    case 'fog': {
      const tokens = readStack(a[1]);
      return { type: 'FogStacked', hexes: readStack(a[0]) as Terrain[] | null, tokens: tokens === null ? null : tokens.map(Number) };
    }
    case 'ship': return { type: 'ShipBuilt', seat: n(0), edge: a[1] };
    case 'free-ship': return { type: 'ShipPlaced', seat: n(0), edge: a[1] };
    case 'move-ship': return { type: 'ShipMoved', seat: n(0), from: a[1], to: a[2] };
    case 'pirate': return { type: 'PirateMoved', seat: n(0), hex: a[1] };
    case 'reveal': return {
      type: 'FogRevealed', seat: n(0), hex: a[1], terrain: a[2] as Terrain, token: a[3] === '-' ? null : n(3), resource: a[4] === '-' ? null : CODE_RES[a[4]],
    };
    case 'gold-owed': return { type: 'GoldOwed', counts: a[0].split('|').map(Number) };
    case 'gold': return { type: 'GoldPicked', seat: n(0), resources: readBundle(a[1]) };
    case 'home': return { type: 'HomeIslandSettled', seat: n(0), island: n(1) };
    case 'island': return { type: 'IslandBonusTaken', seat: n(0), island: n(1), points: n(2) };
    default: return null;
  }
}
