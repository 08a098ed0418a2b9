// The progress plays that name more than one thing (Cities & Knights): the Smith's knights (up to
// two, ticked), the Crane's improvement (and the city to carry its metropolis, when several may),
// the Diplomat's open road (with Seafarers, or ship) and, when it is the player's own, where it
// goes again (or nowhere).
// Each sends only a play the domain lists.
import { useState } from 'preact/hooks';
import { indexOf, seafarers, type Table } from '../../../../lib/domain.ts';
import { hexName } from '../../../../i18n/describe.ts';
import { t } from '../../../../i18n/index.ts';
import { nameOf } from '../../../../game/derived.ts';
import { boardLayout } from '../../board/layout.ts';
import type { Play } from './progress.ts';

type Field<K extends string> = Extract<Play, Record<K, unknown>>;

/** Places by name: a corner or a side, by the hexes around it. */
export function placeNames(s: Table) {
  const layout = boardLayout(s.board, s.players);
  const around = (hexes: readonly string[] | undefined) => (hexes ?? []).map((h) => hexName(s.board, h, t)).join(', ');
  return {
    vertex: (key: string) => t('where.vertex', { hexes: around(layout.vertexHexes.get(key as never)) }),
    edge: (key: string) => t('where.edge', { hexes: around(layout.edgeHexes.get(key as never)) }),
  };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The Smith: the knights to promote free, ticked (the legal sets say which go together). */
export function SmithPick({ s, plays, send }: { s: Table; plays: readonly Field<'vertices'>[]; send: (p: Play) => void }) {
  const knights = [...new Set(plays.flatMap((p) => p.vertices))];
  const [ticked, setTicked] = useState<readonly string[]>(knights.slice(0, 2).filter((_, i, all) => plays.some((p) => sameSet(p.vertices, all.slice(0, i + 1)))));
  const match = plays.find((p) => sameSet(p.vertices, ticked));
  const names = placeNames(s);
  const toggle = (v: string) => setTicked(ticked.includes(v) ? ticked.filter((x) => x !== v) : [...ticked, v]);
  return (
    <fieldset class="pc-choices" data-smith="">
      <legend>{t('pc.pickKnights')}</legend>
      {knights.map((v) => (
        <label key={v} class="pc-tick">
          <input type="checkbox" checked={ticked.includes(v)} data-knight-vertex={v} onChange={() => toggle(v)}
            disabled={!ticked.includes(v) && !plays.some((p) => sameSet(p.vertices, [...ticked, v]))} />
          {names.vertex(v)}
        </label>
      ))}
      <p class="muted" aria-live="polite" data-chosen={ticked.length}>{t('pc.chosen', { k: ticked.length, n: 2 })}</p>
      <button type="button" class="primary" disabled={!match} onClick={() => match && send(match)}>{t('pc.confirm')}</button>
    </fieldset>
  );
}

/** The Crane: one button per improvement it may buy (per city, for a metropolis with several to carry it). */
export function CranePick({ s, plays, send }: { s: Table; plays: readonly Field<'track'>[]; send: (p: Play) => void }) {
  const names = placeNames(s);
  return (
    <fieldset class="pc-choices" data-crane="">
      <legend>{t('pc.pickTrack')}</legend>
      {plays.map((p, i) => (
        <button key={i} type="button" class={`primary pc-${p.track}`} data-track={p.track} onClick={() => send(p)}>
          {p.vertex === undefined ? t(`track.${p.track}`) : t('pc.craneCity', { track: t(`track.${p.track}`), where: names.vertex(p.vertex) })}
        </button>
      ))}
    </fieldset>
  );
}

/** The road or (with Seafarers) ship on an edge: its owner and which piece, or null. */
function wayOn(s: Table, e: string): { seat: number; ship: boolean } | null {
  const i = indexOf(s).topology.edgeIndex.get(e as never) ?? -1;
  const road = s.roads[i];
  if (road !== undefined && road >= 0) return { seat: road, ship: false };
  const ship = seafarers.hasSeafarers(s) ? seafarers.seafarersPart(s).ships[i] : undefined;
  return ship !== undefined && ship >= 0 ? { seat: ship, ship: true } : null;
}

/** The Diplomat: the open road or ship to remove, then (the player's own) where it goes again, or nowhere. */
export function DiplomatPick({ s, plays, send }: { s: Table; plays: readonly Field<'edge'>[]; send: (p: Play) => void }) {
  const [edge, setEdge] = useState<string | null>(null);
  const names = placeNames(s);
  const roads = plays.filter((p) => p.to === undefined);
  if (edge === null) {
    const ships = roads.some((p) => wayOn(s, p.edge)?.ship === true);
    return (
      <fieldset class="pc-choices" data-diplomat="road">
        <legend>{t(ships ? 'pc.pickWay' : 'pc.pickRoad')}</legend>
        {roads.map((p) => {
          const way = wayOn(s, p.edge);
          const where = names.edge(p.edge);
          const moves = plays.some((q) => q.edge === p.edge && q.to !== undefined);
          return (
            <button key={p.edge} type="button" class="primary" data-edge={p.edge} data-piece={way?.ship ? 'ship' : 'road'} onClick={() => (moves ? setEdge(p.edge) : send(p))}>
              {way === null ? where : t(way.ship ? 'pc.shipOf' : 'pc.roadOf', { name: nameOf(s, way.seat, t), where })}
            </button>
          );
        })}
      </fieldset>
    );
  }
  const removal = roads.find((p) => p.edge === edge)!;
  return (
    <fieldset class="pc-choices" data-diplomat="to">
      <legend>{t(wayOn(s, edge)?.ship === true ? 'pc.replaceShip' : 'pc.replace')}</legend>
      {plays.filter((p) => p.edge === edge && p.to !== undefined).map((p) => (
        <button key={p.to} type="button" class="primary" data-to={p.to} onClick={() => send(p)}>{names.edge(p.to!)}</button>
      ))}
      <button type="button" data-no-replace="" onClick={() => send(removal)}>{t('pc.noReplace')}</button>
    </fieldset>
  );
}

