// Cities & Knights on the board: city walls under their cities, metropolises on theirs (in their
// track's colour), and knights on their intersections, each with its strength (1–3 rings) and
// standing (active) or faded (inactive). Pure view, from the module's part of the state.
import { citiesKnights, type Table, type Topology, type VertexKey } from '../../../lib/domain.ts';
import type { Translate } from '../../../i18n/index.ts';
import { seatFill } from '../../../ui/colours.ts';
import { S, type BoardLayout } from './layout.ts';

const TRACK_COLOUR: readonly string[] = ['#f2cf3b', '#2f63b8', '#2f8a3c'];

const at = (layout: BoardLayout, topology: Topology, v: number) => layout.vertices.get(topology.vertices[v] as VertexKey)!;

/** The walls, drawn under the buildings. */
export function Walls({ table, layout, topology, colours }: { table: Table; layout: BoardLayout; topology: Topology; colours: readonly string[] }) {
  if (!citiesKnights.hasCitiesKnights(table)) return null;
  const { walls } = citiesKnights.ckPart(table);
  return (
    <g class="ck-walls" aria-hidden="true">
      {walls.map((seat, v) => {
        if (seat < 0) return null;
        const p = at(layout, topology, v);
        return (
          <rect key={v} class="ck-wall" data-wall={seat} x={p.x - 0.24 * S} y={p.y - 0.2 * S} width={0.48 * S} height={0.42 * S} rx={0.06 * S}
            fill={seatFill(colours[seat])} fill-opacity="0.45" stroke="#4a3a28" stroke-width={0.04 * S} stroke-dasharray={`${0.06 * S} ${0.03 * S}`} />
        );
      })}
    </g>
  );
}

/** The metropolises and the knights, drawn over the buildings. */
export function Knights({ table, layout, topology, colours, t }: {
  table: Table; layout: BoardLayout; topology: Topology; colours: readonly string[]; t: Translate;
}) {
  if (!citiesKnights.hasCitiesKnights(table)) return null;
  const part = citiesKnights.ckPart(table);
  return (
    <>
      <g class="ck-metropolises" aria-hidden="true">
        {part.metropolis.map((m, i) => {
          if (m === null) return null;
          const p = at(layout, topology, m.vertex);
          return (
            <path key={i} class="ck-metropolis" data-metropolis={citiesKnights.TRACKS[i]} data-seat={m.seat} fill={TRACK_COLOUR[i]}
              d={`M${p.x - 0.1 * S},${p.y - 0.12 * S} l0,${-0.14 * S} l${0.05 * S},${0.06 * S} l${0.05 * S},${-0.08 * S} l${0.05 * S},${0.08 * S} l${0.05 * S},${-0.06 * S} l0,${0.14 * S} Z`} />
          );
        })}
      </g>
      <g class="ck-knights">
        {part.knights.at.map((k, v) => {
          if (k === null) return null;
          const p = at(layout, topology, v);
          const state = t(k.active ? 'ck.knightActive' : 'ck.knightInactive');
          return (
            <g key={v} class={`knight-piece${k.active ? '' : ' knight-inactive'}`} data-knight={k.strength} data-seat={k.seat} data-active={k.active ? '' : undefined}>
              <title>{t('ck.knight', { n: k.strength, state })}</title>
              <circle cx={p.x} cy={p.y} r={0.17 * S} fill={seatFill(colours[k.seat])} stroke="#1e1e1e" stroke-width={0.03 * S} />
              {Array.from({ length: k.strength }, (_, i) => (
                <circle key={i} cx={p.x} cy={p.y} r={(0.05 + 0.04 * i) * S} fill="none" stroke="#1e1e1e" stroke-width={0.015 * S} />
              ))}
            </g>
          );
        })}
      </g>
    </>
  );
}

/** The merchant on its hex (a Merchant card's), in its controller's colour: 2:1 on that resource, 1 point. */
export function Merchant({ table, layout, colours, t }: { table: Table; layout: BoardLayout; colours: readonly string[]; t: Translate }) {
  if (!citiesKnights.hasCitiesKnights(table)) return null;
  const merchant = citiesKnights.ckPart(table).progress.merchant;
  const hex = merchant === null ? undefined : layout.hexes.find((h) => h.key === merchant.hex);
  if (merchant === null || hex === undefined) return null;
  // On the hex's right, clear of the token and of the robber (drawn on its left).
  const x = hex.x + 0.5 * S;
  const y = hex.y + 0.05 * S;
  return (
    <g class="ck-merchant" data-merchant={merchant.seat}>
      <title>{t('progress.merchant')}</title>
      <ellipse cx={x} cy={y + 0.22 * S} rx={0.15 * S} ry={0.05 * S} fill="rgba(0,0,0,0.3)" />
      <path d={`M${x - 0.12 * S},${y + 0.22 * S} L${x - 0.08 * S},${y - 0.06 * S} L${x + 0.08 * S},${y - 0.06 * S} L${x + 0.12 * S},${y + 0.22 * S} Z`}
        fill={seatFill(colours[merchant.seat])} stroke="#1e1e1e" stroke-width={0.025 * S} />
      <circle cx={x} cy={y - 0.14 * S} r={0.08 * S} fill={seatFill(colours[merchant.seat])} stroke="#1e1e1e" stroke-width={0.025 * S} />
      <path d={`M${x - 0.12 * S},${y - 0.19 * S} L${x + 0.12 * S},${y - 0.19 * S}`} stroke="#1e1e1e" stroke-width={0.04 * S} stroke-linecap="round" />
    </g>
  );
}
