// Maritime trade at the best ratio the player has for each resource (4:1, 3:1 or 2:1 harbors).
import { useState } from 'preact/hooks';
import { maritimeRatio, RESOURCES, type Resource } from '../lib/domain.ts';
import { ResourceIcon } from '../board/ResourceIcon.tsx';
import { t } from '../i18n/index.ts';
import { useGame } from './context.ts';

export function BankTrade() {
  const { game, actions } = useGame();
  const [give, setGive] = useState<Resource | null>(null);
  const [receive, setReceive] = useState<Resource | null>(null);
  const s = game.state.value;
  const me = game.mySeat.value;
  const options = game.legal.value.flatMap((c) => (c.type === 'TradeWithBank' ? [c] : []));
  if (s.phase !== 'playing' || me === null || options.length === 0) return null;
  const ratio = (r: Resource) => maritimeRatio(s, me, r);
  const chosen = options.find((c) => c.give === give && c.receive === receive);
  const busy = game.pending.value.length > 0;
  return (
    <section class="panel bank" aria-labelledby="bank-h">
      <h2 id="bank-h">{t('bank.title')}</h2>
      <fieldset class="pick">
        <legend>{t('bank.give')}</legend>
        {RESOURCES.map((r) => {
          const can = options.some((c) => c.give === r);
          return (
            <button key={r} type="button" class={give === r ? 'toggle on' : 'toggle'} aria-pressed={give === r} disabled={!can}
              data-give={r} onClick={() => setGive(r)}>
              <ResourceIcon resource={r} /> <span>{t(`res.${r}`)}</span> <span class="ratio">{t('bank.rate', { n: ratio(r) })}</span>
            </button>
          );
        })}
      </fieldset>
      <fieldset class="pick">
        <legend>{t('bank.receive')}</legend>
        {RESOURCES.map((r) => (
          <button key={r} type="button" class={receive === r ? 'toggle on' : 'toggle'} aria-pressed={receive === r}
            disabled={r === give || !options.some((c) => c.receive === r)} data-receive={r} onClick={() => setReceive(r)}>
            <ResourceIcon resource={r} /> <span>{t(`res.${r}`)}</span>
          </button>
        ))}
      </fieldset>
      <button type="button" class="primary" disabled={!chosen || busy} onClick={() => {
        if (!chosen) return;
        actions.command({ type: 'TradeWithBank', give: chosen.give, receive: chosen.receive });
        setGive(null);
        setReceive(null);
      }}>
        {give && receive ? t('bank.submit', { n: ratio(give), give: t(`res.${give}`), receive: t(`res.${receive}`) }) : t('bank.title')}
      </button>
    </section>
  );
}
