// The player's helper (Helpers): the card, whether it may be used now (not in the turn it was
// received, once a turn), a call of this turn's roll to the Mayor or the General, the Use button
// when the domain lists a use, and the display. A board helper's Use lights its spots on the
// board (the Explorer's in two steps); the top prompt and the hint under the card say what to pick, and Cancel or
// Escape (ui-state.ts, as every board mode) leaves the mode, the keyboard back on Use.
import type { ComponentChildren } from 'preact';
import { t } from '../../../../i18n/index.ts';
import { useGame } from '../../../../game/context.ts';
import { leaveMode, toggleMode } from '../../../../game/ui-state.ts';
import { HelperCard, HelperDisplay } from './HelperCard.tsx';
import { BOARD_HELPERS, calledNow, helperHint, helpersOf, restOf, turnOf, useCommands } from './helpers.ts';
import './helpers.css';

/** `help`: the link to the module's rules, in the panel's top corner. */
export function HelperPanel({ help }: { help?: ComponentChildren }) {
  const { game, ui } = useGame();
  const s = game.state.value;
  const me = game.mySeat.value;
  const part = helpersOf(s);
  const picking = ui.mode.value === 'helper';
  if (me === null || !part || (s.phase !== 'setup' && s.phase !== 'playing')) return null;
  const held = part.held[me];
  const uses = useCommands(game.legal.value);
  const busy = game.pending.value.length > 0;
  const rest = held ? restOf(held, turnOf(s)) : null;
  const call = held && calledNow(s, me) ? part.calls.find((c) => c.seat === me && c.turn === turnOf(s)) : undefined;
  const onBoard = held !== null && BOARD_HELPERS.has(held.helper);
  const from = picking ? ui.helperFrom.value : null;
  // A board helper lights its spots on the board first; the others open their dialog.
  const use = (e: Event) => {
    if (onBoard) toggleMode(ui, 'helper', e.currentTarget);
    else ui.helperUse.value = true;
  };
  const hint = helperHint(held?.helper ?? null, from);
  const status = uses.length > 0 ? 'usable' : rest === 'received' ? 'received' : rest === 'used' ? 'usedTurn' : 'waiting';
  return (
    <section class="panel module-panel helpers" aria-labelledby="helpers-h" data-helper-status={held ? status : undefined}>
      {help}
      <h2 id="helpers-h">{t('helpers.title')}</h2>
      {held === null ? <p class="muted">{t('helpers.none')}</p> : (
        <HelperCard helper={held.helper} side={held.side}>
          <div class="helper-act">
            <div class="helper-says">
              <p class={uses.length > 0 ? 'helper-status helper-ready' : 'helper-status muted'}>{t(`helpers.${status}`)}</p>
              {call && (
                <p class="helper-call" role="status" data-call={call.helper}>
                  {t(call.helper === 'mayor' ? 'helpers.called.mayor' : call.effect === 'exempt' ? 'helpers.called.generalExempt' : 'helpers.called.general')}
                </p>
              )}
            </div>
            {uses.length > 0 && (
              <button type="button" class={picking ? 'toggle on' : 'primary'} disabled={busy} data-use-helper={held.helper}
                aria-pressed={onBoard ? picking : undefined} onClick={use}>
                {t('helpers.use')} <span class="sr-only">{t(`helper.${held.helper}`)}</span>
              </button>
            )}
          </div>
          {picking && (
            <p class="hint" data-helper-hint="">
              {t(hint)}{' '}
              {from !== null && <button type="button" class="link" data-explorer-back="" onClick={() => (ui.helperFrom.value = null)}>{t('helperSpot.otherRoad')}</button>}{' '}
              <button type="button" class="link" onClick={() => leaveMode(ui)}>{t('action.cancel')}</button>
            </p>
          )}
        </HelperCard>
      )}
      <HelperDisplay display={part.display} />
    </section>
  );
}

/** In the discard dialog: the General's exemption, when the domain lists it. */
export function GeneralExemption() {
  const { game, ui } = useGame();
  const general = useCommands(game.legal.value).some((c) => c.use.helper === 'general');
  if (!general) return null;
  return (
    <button type="button" data-general-exempt="" onClick={() => (ui.helperUse.value = true)}>
      {t('helperUse.title', { helper: t('helper.general') })}
    </button>
  );
}
