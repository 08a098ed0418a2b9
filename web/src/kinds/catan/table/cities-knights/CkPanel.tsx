// Cities & Knights' panel: the barbarians' ship on its track of 7 with their strength (the cities
// on the board) against the defence (the active knights), and the player's three improvement
// tracks as flip-charts: the level reached (0–5), the next level's cost and its Buy (a level that
// takes a metropolis with several cities to carry it lights them on the board: a board mode, left
// with Cancel or Escape), the metropolises held; a city wall to build (its cities lit likewise).
import type { ComponentChildren } from 'preact';
import { t } from '../../../../i18n/index.ts';
import { toClientCommand } from '../../../../lib/protocol.ts';
import { useGame } from '../../../../game/context.ts';
import { toggleMode } from '../../../../game/ui-state.ts';
import type { Seat, State } from '../../../../lib/domain.ts';
import { barbariansOf, ckOf, metropolisTrack, trackRows, type BarbariansView, type TrackRow } from './ck.ts';
import './ck.css';

/** The barbarians' ship, as on the event die. */
const ShipMark = () => (
  <svg viewBox="-8 -8 16 16" width="14" height="14" class="ck-ship">
    <path d="M-6 2 L6 2 L4 6 L-4 6 Z" fill="#3b2a1a" />
    <path d="M-0.5 -7 L-0.5 1.5 L0.5 1.5 L0.5 -7 Z" fill="#3b2a1a" />
    <path d="M0.8 -6.5 L5.5 0.8 L0.8 0.8 Z" fill="#8b1e1e" />
  </svg>
);

/** The barbarians' track: 7 steps, the ship on the steps taken; their strength against the knights'. */
export function BarbarianTrack({ view }: { view: BarbariansView }) {
  return (
    <div class="ck-barbarians" data-barbarians={view.position} data-strength={view.strength} data-defence={view.defence}>
      <ol class="ck-steps" aria-label={t('ck.barbariansAt', { n: view.position })}>
        {/* Their home, then the 7 steps (the last one the attack): the ship on the last step taken. */}
        <li class="ck-home" aria-hidden="true">{view.position === 0 && <ShipMark />}</li>
        {Array.from({ length: view.steps }, (_, i) => (
          <li key={i} class={`ck-step${i < view.position ? ' ck-step-past' : ''}${i === view.steps - 1 ? ' ck-step-attack' : ''}`}
            aria-hidden="true">{i === view.position - 1 && <ShipMark />}</li>
        ))}
      </ol>
      <span class="ck-versus">
        <span title={t('ck.strengthLong', { n: view.strength })}><span aria-hidden="true">{t('ck.strength', { n: view.strength })}</span>
          <span class="sr-only">{t('ck.strengthLong', { n: view.strength })}</span></span>
        {' · '}
        <span title={t('ck.defenceLong', { n: view.defence })}><span aria-hidden="true">{t('ck.defence', { n: view.defence })}</span>
          <span class="sr-only">{t('ck.defenceLong', { n: view.defence })}</span></span>
      </span>
    </div>
  );
}

function TrackLine({ row, busy, onBuy }: { row: TrackRow; busy: boolean; onBuy: (row: TrackRow, from: EventTarget | null) => void }) {
  const name = t(`track.${row.track}`);
  const commodity = t(`commodity.${row.commodity}`);
  return (
    <li class={`ck-track ck-track-${row.track}`} data-track={row.track} data-level={row.level}>
      <span class="ck-track-name">{name}</span>
      <span class="ck-pips" role="img" aria-label={t('ck.level', { n: row.level })}>
        {[1, 2, 3, 4, 5].map((n) => <span key={n} class={n <= row.level ? 'ck-pip ck-pip-on' : 'ck-pip'} />)}
      </span>
      {row.metropolis && <span class="tag ck-metropolis-tag" data-metropolis="">{t('ck.metropolis')}</span>}
      <span class="ck-cost muted">{row.cost === null ? t('ck.top') : t('ck.nextCost', { n: row.cost, commodity })}</span>
      {row.buy.length > 0 && row.cost !== null && (
        <button type="button" class="small" disabled={busy} data-buy={row.track} onClick={(e) => onBuy(row, e.currentTarget)}
          aria-label={t('ck.buyLabel', { track: name, n: row.level + 1, cost: row.cost, commodity })}>{t('ck.buy')}</button>
      )}
    </li>
  );
}

/** A seat's three tracks (the player's own with Buy where legal). */
export function Tracks({ s, seat, legal = [], busy = false, onBuy = () => {} }: {
  s: State; seat: Seat; legal?: Parameters<typeof trackRows>[2]; busy?: boolean; onBuy?: (row: TrackRow, from: EventTarget | null) => void;
}) {
  return (
    <ul class="ck-tracks" aria-label={t('ck.improvements')}>
      {trackRows(s, seat, legal).map((row) => <TrackLine key={row.track} row={row} busy={busy} onBuy={onBuy} />)}
    </ul>
  );
}

/** `help`: the link to the module's rules, in the panel's top corner. */
export function CkPanel({ help }: { help?: ComponentChildren }) {
  const { game, actions, ui } = useGame();
  const s = game.state.value;
  const me = game.mySeat.value;
  const part = ckOf(s);
  const barbarians = barbariansOf(s);
  if (me === null || part === null || barbarians === null) return null;
  const legal = game.legal.value;
  const busy = game.pending.value.length > 0;
  const buy = (row: TrackRow, from: EventTarget | null) => {
    // A metropolis taken with several cities to carry it: they light on the board.
    if (row.buy.length > 1) {
      metropolisTrack.value = row.track;
      toggleMode(ui, 'metropolis', from);
    }
    else actions.command(toClientCommand(row.buy[0]));
  };
  const walls = legal.some((c) => c.type === 'BuildWall');
  return (
    <section class="panel module-panel ck-panel" aria-labelledby="ck-h" data-ck="">
      {help}
      <h2 id="ck-h">{t('ck.panel')}</h2>
      <BarbarianTrack view={barbarians} />
      <Tracks s={s} seat={me} legal={legal} busy={busy} onBuy={buy} />
      {walls && (
        <button type="button" class="small" disabled={busy} data-wall="" aria-pressed={ui.mode.value === 'wall'}
          onClick={(e) => toggleMode(ui, 'wall', e.currentTarget)}>{t('ck.buildWall')}</button>
      )}
    </section>
  );
}
