// Choices of this tab at the table that several components share: the trade being composed
// (cards given by clicking the hand, resources wanted, to whom), and the board's zoom.
// One set per game state, created on first use; never part of the game state.
import { signal } from '@preact/signals';
import type { Bundle, Seat, TradeGoods } from '../../../lib/domain.ts';
import type { GameState } from '../../../state/game-state.ts';

export function createTableUi() {
  return {
    give: signal<Bundle>({}),
    want: signal<Bundle>({}),
    /** A module's cards given and wanted beside the resources (C&K's commodities). */
    goods: signal<TradeGoods>({ give: {}, want: {} }),
    /** The one player an offer is aimed at (null: everyone). */
    target: signal<Seat | null>(null),
    /** On a phone: the trade bar is open in the bottom sheet. */
    tradeOpen: signal(false),
  };
}

export type TableUi = ReturnType<typeof createTableUi>;

const uis = new WeakMap<GameState, TableUi>();

export function tableUi(game: GameState): TableUi {
  let ui = uis.get(game);
  if (!ui) uis.set(game, (ui = createTableUi()));
  return ui;
}

/** Adds n (may be negative) of a resource to a bundle, dropping zeros. */
export function bump(b: Bundle, r: keyof Bundle, n: number, max = Infinity): Bundle {
  const next = Math.max(0, Math.min(max, (b[r] ?? 0) + n));
  const out: Record<string, number> = { ...b };
  if (next === 0) delete out[r];
  else out[r] = next;
  return out as Bundle;
}
