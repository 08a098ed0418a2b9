// The board as SVG: sea, terrain hexes with tokens, harbors, roads and buildings, the robber,
// (Seafarers: ships, the pirate, island bonus chips; Cities & Knights: walls, metropolises, knights), and the spots where the current move may
// go. Pure view: it knows nothing about commands.
import { indexOf, seafarers, type HexKey, type Table } from '../../../lib/domain.ts';
import { hexName } from '../../../i18n/describe.ts';
import type { Translate } from '../../../i18n/index.ts';
import { Ghosts, type BoardGhost } from './Ghosts.tsx';
import { Harbor } from './Harbor.tsx';
import { boardLayout, S } from './layout.ts';
import { Buildings, Roads, Robber } from './Pieces.tsx';
import { Recent, type RecentMove } from './Recent.tsx';
import { IslandChips, Pirate, Ships } from './Sea.tsx';
import { Knights, Merchant, Walls } from './Knights.tsx';
import { NO_SPOTS, Spots, type BoardSpots, type OnPick } from './Spots.tsx';
import { Tile } from './Tile.tsx';
import { parseBox } from './viewport.ts';

export interface BoardProps {
  readonly table: Table;
  readonly t: Translate;
  readonly spots?: BoardSpots;
  readonly onSpot?: OnPick;
  /** The newest move, marked on the board. */
  readonly recent?: RecentMove | null;
  /** Hexes that just produced (lit briefly after a roll). */
  readonly producing?: readonly HexKey[];
  /** The part of the board shown (zoom and pan); the whole board by default. */
  readonly viewBox?: string;
  /** Pieces not yet in the game: a spot picked for a confirming tap, placements waiting to be sent. */
  readonly ghosts?: readonly BoardGhost[];
}

export function Board({ table, t, spots = NO_SPOTS, onSpot = () => {}, recent = null, producing = [], viewBox, ghosts = [] }: BoardProps) {
  const layout = boardLayout(table.board, table.players);
  const { topology, spec } = indexOf(table);
  const robber = layout.hexes.find((h) => h.key === table.robber);
  const sea = seafarers.hasSeafarers(table);
  const pirate = sea ? layout.hexes.find((h) => h.key === seafarers.seafarersPart(table).pirate) : undefined;
  const box = parseBox(layout.viewBox);
  const revealed = recent?.revealed ?? [];
  const harborLabel = (kind: string) =>
    (kind === 'generic' ? t('board.harborGeneric') : t('board.harbor', { res: t(`res.${kind}` as 'res.ore') }));
  return (
    <svg class="board" viewBox={viewBox ?? layout.viewBox} role="group" aria-label={t('board.label')} preserveAspectRatio="xMidYMid meet">
      <defs>
        <radialGradient id="sea" cx="50%" cy="50%" r="65%">
          <stop offset="0%" stop-color="#3d86b8" />
          <stop offset="100%" stop-color="#245d88" />
        </radialGradient>
      </defs>
      <rect class="sea" x={box.x - 10 * S} y={box.y - 10 * S} width={box.w + 20 * S} height={box.h + 20 * S} fill="url(#sea)" rx={0.4 * S} />
      <g class="tiles">
        {layout.hexes.map((h) => (
          <Tile key={h.key} hex={h} title={hexName(table.board, h.key, t)} producing={producing.includes(h.key)} ink={layout.ink}
            revealing={revealed.includes(h.key)} />
        ))}
      </g>
      {sea && <IslandChips table={table} layout={layout} t={t} />}
      {producing.length > 0 && (
        <g class="producing-marks" aria-hidden="true">
          {layout.hexes.filter((h) => producing.includes(h.key)).map((h) => <polygon key={h.key} class="producing-mark" points={h.points} />)}
        </g>
      )}
      <g class="harbors">
        {layout.harbors.map((h, i) => <Harbor key={i} harbor={h} label={harborLabel(h.kind)} />)}
      </g>
      {recent && <Recent key={recent.id} move={recent} layout={layout} />}
      <Roads roads={table.roads} topology={topology} layout={layout} colours={spec.colours} />
      {sea && <Ships table={table} layout={layout} />}
      <Walls table={table} layout={layout} topology={topology} colours={spec.colours} />
      <Buildings buildings={table.buildings} topology={topology} layout={layout} colours={spec.colours} />
      <Knights table={table} layout={layout} topology={topology} colours={spec.colours} t={t} />
      <Merchant table={table} layout={layout} colours={spec.colours} t={t} />
      {robber && <Robber at={robber} label={t('board.robber')} />}
      {pirate && <Pirate at={pirate} label={t('sea.pirate')} />}
      <Spots spots={spots} layout={layout} onPick={onSpot} />
      <Ghosts ghosts={ghosts} layout={layout} />
    </svg>
  );
}
