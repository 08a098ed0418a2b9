// The moves of the turn: roll, choose what to build (its spots light up on the board; Cancel or
// Escape leaves the mode, the keyboard back on its button: ui-state.ts; Seafarers: a ship, or
// a ship to move), buy a
// development card, end the turn (at a 5–6 player table: pass, as the special building phase's
// builder; end your part, as Player 2 of a paired turn). With a turn timer, the time left is shown
// beside them, where the player's eyes are.
import { ckOf } from './cities-knights/ck.ts';
import { KNIGHT_MODES } from './cities-knights/knights.ts';
import { COSTS, seafarers, type Bundle, type Command } from '../../../lib/domain.ts';
import { bundleText } from '../../../i18n/describe.ts';
import { t } from '../../../i18n/index.ts';
import { toClientCommand } from '../../../lib/protocol.ts';
import { deadlines } from '../../../state/clock.ts';
import { useGame } from '../../../game/context.ts';
import { Countdown } from '../../../game/Countdown.tsx';
import { canBuild, type BuildMode } from './spots.ts';
import { tableUi } from './table-ui.ts';
import { canCompose } from './TradeBar.tsx';
import { turnPartOf } from './turn-part.ts';
import { leaveMode, toggleMode } from '../../../game/ui-state.ts';

type Mode = { mode: Exclude<BuildMode, null>; key: 'piece.road' | 'piece.settlement' | 'piece.city' | 'piece.ship' | 'sea.moveShip'; cost: Bundle | null };

const MODES: readonly Mode[] = [
  { mode: 'road', key: 'piece.road', cost: COSTS.road },
  { mode: 'settlement', key: 'piece.settlement', cost: COSTS.settlement },
  { mode: 'city', key: 'piece.city', cost: COSTS.city },
];
const SEA_MODES: readonly Mode[] = [...MODES, { mode: 'ship', key: 'piece.ship', cost: seafarers.SHIP_COST }, { mode: 'moveShip', key: 'sea.moveShip', cost: null }];

export function TurnActions() {
  const { game, actions, ui } = useGame();
  const legal = game.legal.value;
  const busy = game.pending.value.length > 0;
  const find = (type: Command['type']) => legal.find((c) => c.type === type);
  const send = (command: Command | undefined) => {
    if (!command) return;
    ui.mode.value = null;
    actions.command(toClientCommand(command));
  };
  const roll = find('RollDice');
  const end = find('EndTurn');
  const buy = find('BuyDevelopmentCard');
  const s = game.state.value;
  const modes = s.phase !== 'none' && seafarers.hasSeafarers(s) ? SEA_MODES : MODES;
  const building = modes.filter((m) => canBuild(legal, m.mode));
  const me = game.mySeat.value;
  const table = tableUi(game);
  const trading = me !== null && s.phase === 'playing' && canCompose(s, me, legal);
  // Cities & Knights: over the progress cards' limit in one's turn, a card to discard before the turn may end.
  const overLimit = s.phase === 'playing' && s.turn.seat === me && s.turn.dice !== null && legal.some((c) => c.type === 'DiscardProgressCard');
  const items = game.items.value;
  const deadline = me === null ? null : deadlines(s, items[items.length - 1]?.at)[me] ?? null;
  if (!roll && !end && !overLimit && !buy && building.length === 0) {
    // Nothing to click here (a set-up placement, a robber to move): the time left still shows.
    return deadline === null ? null : <section class="panel actions" aria-label={t('action.build')}><TurnClock deadline={deadline} /></section>;
  }
  // The builder of the special building phase passes; Player 2 ends the pair's turn.
  const part = turnPartOf(s);
  const endLabel = part.kind === 'special-building' ? t('action.pass')
    : part.kind === 'paired' && part.part === 2 ? t('action.endPart') : t('action.endTurn');
  return (
    <section class="panel actions" aria-label={t('action.build')}>
      {deadline !== null && <TurnClock deadline={deadline} />}
      {roll && <button type="button" class="primary" disabled={busy} onClick={() => send(roll)}>{t('action.roll')}</button>}
      {/* before the building buttons: on a phone it fits their row, and Buy shares End's (a row fewer over the board) */}
      {trading && (
        <button type="button" class="toggle trade-toggle" aria-expanded={table.tradeOpen.value} aria-controls="trade-bar"
          onClick={() => (table.tradeOpen.value = !table.tradeOpen.value)}>{t('trade.short')}</button>
      )}
      {(end || overLimit) && (
        <div class="build" role="group" aria-label={t('action.build')}>
          {modes.map(({ mode, key, cost }) => {
            const on = ui.mode.value === mode;
            return (
              <button key={mode} type="button" aria-pressed={on} class={on ? 'toggle on' : 'toggle'} data-build={mode}
                disabled={busy || !building.some((m) => m.mode === mode)} onClick={(e) => toggleMode(ui, mode, e.currentTarget)}
                title={cost ? bundleText(cost, t) : t('sea.moveShipAbout')}>
                {t(key)}
              </button>
            );
          })}
          {/* Cities & Knights: the knights' modes (hire, promote, stand up, act); no development cards. */}
          {ckOf(s) !== null && KNIGHT_MODES.map(({ mode, key, about }) => {
            const on = ui.mode.value === mode;
            return (
              <button key={mode} type="button" aria-pressed={on} class={on ? 'toggle on' : 'toggle'} data-build={mode}
                disabled={busy || !canBuild(legal, mode)} onClick={(e) => toggleMode(ui, mode, e.currentTarget)} title={t(about)}>
                {t(key)}
              </button>
            );
          })}
          {ckOf(s) === null && <button type="button" disabled={busy || !buy} onClick={() => send(buy)} title={bundleText(COSTS.developmentCard, t)}>{t('action.buyDev')}</button>}
        </div>
      )}
      {ui.mode.value && ui.mode.value !== 'helper' && <p class="hint" data-mode-hint="">{ui.mode.value === 'pavers' ? t('prompt.pavers') : t('prompt.pickSpot')} <button type="button" class="link" onClick={() => leaveMode(ui)}>{t('action.cancel')}</button></p>}
      {(end || overLimit) && <button type="button" class="primary end" disabled={busy || !end} data-end-turn="" onClick={() => send(end)}>{endLabel}</button>}
    </section>
  );
}

/** The player's time left (the players' panel announces the last seconds; this one is only seen). */
function TurnClock({ deadline }: { deadline: number }) {
  const { game } = useGame();
  return <span class="actions-clock" data-turn-clock=""><Countdown deadline={deadline} offset={game.clockOffset.value} mine={false} /></span>;
}
