// What the whole table may know at any moment, beside the players: the bank's supply of each
// resource and the development cards left in the deck (from the folded state: the bank is public,
// the deck's size is known to every viewer though its cards are not), and the dice rolled so far
// against the expected counts (opened from a button in the board's corner).
import { useState } from 'preact/hooks';
import { devTotal, RESOURCES } from '../../../lib/domain.ts';
import { ResourceIcon } from '../../../ui/ResourceIcon.tsx';
import { diceRolls } from '../end/stats.ts';
import { t } from '../../../i18n/index.ts';
import { DiceChart } from '../replay/DiceChart.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { useGame } from '../../../game/context.ts';
import { tableOf } from '../../../game/derived.ts';

export function Supply() {
  const { game } = useGame();
  const s = tableOf(game.state.value);
  if (!s || s.phase === 'lobby') return null;
  const deck = devTotal(s.deck);
  return (
    <section class="panel supply" aria-labelledby="supply-h" data-supply="">
      <h2 id="supply-h">{t('supply.title')}</h2>
      <ul class="supply-list">
        {RESOURCES.map((r) => (
          <li key={r} data-res={r} data-n={s.bank[r]} class={s.bank[r] === 0 ? 'supply-out' : undefined}>
            <ResourceIcon resource={r} size={18} />
            <span aria-hidden="true">{s.bank[r]}</span>
            <span class="sr-only">{t(`count.${r}`, { n: s.bank[r] })}</span>
          </li>
        ))}
        <li data-res="dev" data-n={deck} class={deck === 0 ? 'supply-out' : undefined}>
          <span class="dev-back" aria-hidden="true" />
          <span aria-hidden="true">{deck}</span>
          <span class="sr-only">{t('supply.dev', { n: deck })}</span>
        </li>
      </ul>
    </section>
  );
}

/**
 * The dice rolled so far against the expected counts: a button in the board's corner (it takes no
 * room from the board or the log) opens the chart over the table.
 */
export function LiveDice() {
  const { game } = useGame();
  const [open, setOpen] = useState(false);
  const s = game.state.value;
  if (s.phase !== 'playing' && s.phase !== 'finished') return null;
  const rolls = diceRolls(game.events.value);
  const label = t('supply.dice', { n: rolls.length });
  return (
    <>
      <button type="button" class="dice-stats-button" data-rolls={rolls.length} aria-haspopup="dialog" title={label} onClick={() => setOpen(true)}>
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <rect x="2" y="11" width="4" height="7" /><rect x="8" y="4" width="4" height="14" /><rect x="14" y="8" width="4" height="10" />
        </svg>
        <span class="sr-only">{label}</span>
      </button>
      {open && (
        <Dialog title={t('supply.diceTitle')} onClose={() => setOpen(false)}>
          <div class="live-dice"><DiceChart model={{ rolls }} position={Infinity} /></div>
          <button type="button" class="link dice-stats-close" onClick={() => setOpen(false)}>{t('supply.close')}</button>
        </Dialog>
      )}
    </>
  );
}
