// Seafarers at the table, apart from the board's drawing: the picks on the board that ask a
// question before anything is sent (a road or a ship on a coast, the ship to move, whom the
// pirate robs), the prompts it changes, and the gold a seat must pick. Pure but for the signals.
import { signal } from '@preact/signals';
import { seafarers, type Command, type EdgeKey, type HexKey, type State, type Table } from '../../../../lib/domain.ts';
import { goldDue } from '../../../../../../domain/catan/modules/seafarers/gold.ts';
import type { Translate } from '../../../../i18n/index.ts';
import type { GameState } from '../../../../state/game-state.ts';
import type { GameUi } from '../../../../game/ui-state.ts';

export function createSeaUi() {
  return {
    /** A coast picked where both a road and a ship may go: the two commands, until one is chosen. */
    edgeChoice: signal<readonly Command[] | null>(null),
  };
}

const uis = new WeakMap<GameState, ReturnType<typeof createSeaUi>>();

/** This tab's Seafarers choices for a game (one set per game state, made on first use). */
export function seaUi(game: GameState): ReturnType<typeof createSeaUi> {
  let ui = uis.get(game);
  if (!ui) uis.set(game, (ui = createSeaUi()));
  return ui;
}

export const hasSea = (s: State): s is State & Table => s.phase !== 'none' && seafarers.hasSeafarers(s);

/**
 * A spot's commands that need another step before one is sent: true when taken care of here.
 * A ship to move becomes the picked piece (its new spots light up); a sea hex with ships of
 * several owners opens the victim dialog, as the robber's does; a coast asks road or ship.
 */
export function seaPick(ui: GameUi, game: GameState, commands: readonly Command[], key: string): boolean {
  const first = commands[0];
  if (first.type === 'MoveShip' && ui.helperFrom.peek() === null) {
    ui.helperFrom.value = key as EdgeKey;
    return true;
  }
  if (first.type === 'MovePirate' && commands.length > 1) {
    ui.robberHex.value = key as HexKey;
    return true;
  }
  if (commands.some((c) => c.type === 'PlaceShip') && commands.some((c) => c.type === 'PlaceRoad')) {
    seaUi(game).edgeChoice.value = commands;
    return true;
  }
  return false;
}

/** What a seat is owed in gold now, as far as the bank can pay (0: nothing to pick). */
export function goldToPick(s: State, seat: number | null): number {
  if (seat === null || !hasSea(s) || (s.phase !== 'playing' && s.phase !== 'setup')) return 0;
  const owed = seafarers.seafarersPart(s).gold[seat] ?? 0;
  return owed > 0 ? goldDue(s, owed) : 0;
}

/**
 * Seafarers' words for what the game waits for, where they differ from the base game's: gold to
 * pick (it holds up the table), the robber or the pirate, free roads or ships, the set-up road or
 * ship. Null: the base game's words.
 */
export function seaPrompt(s: State, me: number | null, t: Translate, names: (seat: number) => string, list: (items: string[]) => string): string | null {
  if (!hasSea(s)) return null;
  const mine = goldToPick(s, me);
  if (mine > 0) return t('sea.promptGold', { n: mine });
  if (s.phase === 'setup') {
    const placing = s.setup.order[s.setup.step];
    return placing === me && s.setup.awaiting === 'road' ? t('sea.promptSetupRoad') : null;
  }
  if (s.phase !== 'playing') return null;
  const owing = seafarers.seafarersPart(s).gold.flatMap((n, seat) => (n > 0 ? [names(seat)] : []));
  if (owing.length > 0) return t('sea.waitGold', { names: list(owing) });
  if (s.turn.seat !== me || s.turn.pending.kind === 'discard') return null;
  if (s.turn.pending.kind === 'robber') return t('sea.promptRobber');
  if (s.turn.pending.kind === 'roadBuilding') return t('sea.promptRoadBuilding', { n: s.turn.pending.remaining });
  return null;
}
