// The player's favors (Friends): their tokens by guild with their counts (those drawn this turn
// marked: usable from the next), the Catan chips, the supply; and the moves the domain allows now:
// a guild's favor (the merchants' and traders' open a dialog, the pavers' lights the road spots: a
// board mode, left with Cancel or Escape as the build modes; the scholars' and architects' are
// taken at once), a gift, an exchange.
import type { ComponentChildren } from 'preact';
import { friends, rulesOf } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import { toClientCommand } from '../../../../lib/protocol.ts';
import { useGame } from '../../../../game/context.ts';
import { toggleMode } from '../../../../game/ui-state.ts';
import { favorsOf, type Guild } from './favors.ts';
import './friends.css';

/** `help`: the link to the module's rules, in the panel's top corner. */
export function FavorsPanel({ help }: { help?: ComponentChildren }) {
  const { game, actions, ui } = useGame();
  const s = game.state.value;
  const me = game.mySeat.value;
  if (me === null || (s.phase !== 'setup' && s.phase !== 'playing')) return null;
  const legal = game.legal.value;
  const f = favorsOf(s, me, legal);
  if (!f) return null;
  const busy = game.pending.value.length > 0;
  const use = (guild: Guild, from: EventTarget | null) => {
    if (guild === 'merchant' || guild === 'trader') {
      ui.favor.value = guild;
      return;
    }
    if (guild === 'pavers') {
      toggleMode(ui, 'pavers', from);
      return;
    }
    const command = legal.find((c) => c.type === 'UseFavor' && c.guild === guild);
    if (command) actions.command(toClientCommand(command));
  };
  const held = f.holdings.filter((h) => h.held > 0);
  return (
    <section class="panel module-panel favors" aria-labelledby="favors-h" data-favors={f.total}>
      {help}
      <h2 id="favors-h">{t('favors.title')} <span class="muted favors-goal">{t('favors.goal', { n: rulesOf(s).victoryPoints(s) })}</span></h2>
      {held.length === 0 ? <p class="muted favors-none">{t('favors.none')}</p> : (
        <ul class="guild-tokens">
          {held.map(({ guild, held: n, fresh }) => (
            <li key={guild} class="guild-token" data-guild={guild} data-tokens={n} data-fresh={fresh} data-usable={f.usable.has(guild) ? '' : undefined}>
              <span class={`guild-mark guild-${guild}`} aria-hidden="true" />
              <span class="guild-name">{t(`guild.${guild}`)}</span>
              <span class="guild-count" aria-hidden="true">×{n}</span>
              <span class="sr-only">{t('favors.tokens', { n })}</span>
              {fresh > 0 && <span class="tag">{t('favors.fresh', { n: fresh })}</span>}
              {f.usable.has(guild) && (
                <button type="button" disabled={busy} aria-pressed={guild === 'pavers' ? ui.mode.value === 'pavers' : undefined}
                  data-use={guild} onClick={(e) => use(guild, e.currentTarget)}>
                  {t('favors.use')} <span class="sr-only">{t(`guild.${guild}`)}: {t(`favor.${guild}`)}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p class="favors-meta muted">
        <span data-chips={f.part.chips[me]}>{t('favors.chips', { n: f.part.chips[me] })}</span>
        {' · '}<span>{t('favors.chipsLeft', { n: friends.chipsLeft(f.part) })}</span>
        {' · '}<span data-supply={f.part.supply}>{t('favors.supply', { n: f.part.supply })}</span>
      </p>
      {(f.gifts.length > 0 || f.exchange) && (
        <div class="favor-moves">
          {f.gifts.length > 0 && <button type="button" disabled={busy} data-gift="" onClick={() => (ui.favor.value = 'gift')}>{t('favors.gift')}</button>}
          {f.exchange && (
            <button type="button" disabled={busy} data-exchange="" onClick={() => f.exchange && actions.command(toClientCommand(f.exchange))}>
              {t('favors.exchange')}
            </button>
          )}
        </div>
      )}
      {f.spent && <p class="muted favors-done">{t('favors.done')}</p>}
    </section>
  );
}
