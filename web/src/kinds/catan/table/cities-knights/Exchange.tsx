// Cities & Knights' exchanges with the bank in which a commodity is given or received, a row of
// the trade bar: what to give (the cards the domain lets the player give now, each at its rate:
// 4:1, a harbor's, or the Trading House's 2:1 for commodities) and what to receive.
import { useState } from 'preact/hooks';
import { citiesKnights, RESOURCES, type Command } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import { useGame } from '../../../../game/context.ts';

type Exchange = Extract<Command, { type: 'ExchangeCards' }>;
const isResource = (c: string) => (RESOURCES as readonly string[]).includes(c);
const cardName = (c: string) => (isResource(c) ? t(`res.${c}` as 'res.ore') : t(`commodity.${c}` as 'commodity.paper'));

export function CkExchange() {
  const { game, actions } = useGame();
  const s = game.state.value;
  const me = game.mySeat.value;
  const options = game.legal.value.filter((c): c is Exchange => c.type === 'ExchangeCards');
  const gives = [...new Set(options.map((c) => c.give))];
  const [give, setGive] = useState<string>('');
  const [receive, setReceive] = useState<string>('');
  if (me === null || s.phase !== 'playing' || options.length === 0) return null;
  const from = gives.includes(give as Exchange['give']) ? give : gives[0];
  const receives = options.filter((c) => c.give === from).map((c) => c.receive);
  const to = receives.includes(receive as Exchange['receive']) ? receive : receives[0];
  const command = options.find((c) => c.give === from && c.receive === to);
  const rate = citiesKnights.exchangeRate(s, me, from as Exchange['give']);
  const busy = game.pending.value.length > 0;
  return (
    <div class="trade-row ck-exchange" data-ck-exchange="">
      <span class="trade-label">{t('ck.exchange')}</span>
      <label>{t('ck.give')}{' '}
        <select value={from} data-exchange-give="" onChange={(e) => setGive((e.currentTarget as HTMLSelectElement).value)}>
          {gives.map((c) => <option key={c} value={c}>{cardName(c)}</option>)}
        </select>
      </label>
      <label>{t('ck.receive')}{' '}
        <select value={to} data-exchange-receive="" onChange={(e) => setReceive((e.currentTarget as HTMLSelectElement).value)}>
          {receives.map((c) => <option key={c} value={c}>{cardName(c)}</option>)}
        </select>
      </label>
      <button type="button" disabled={!command || busy} data-exchange="" onClick={() => command && actions.command({ type: 'ExchangeCards', give: command.give, receive: command.receive })}>
        {t('ck.exchangeButton', { n: rate })}
      </button>
    </div>
  );
}
