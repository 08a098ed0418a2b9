// Domestic trade: the active player offers; the others accept, decline or counter; the active
// player confirms with one partner or withdraws. Spectators see the offer and the answers.
import { useState } from 'preact/hooks';
import { covers, type Bundle, type Seat, type TradeOffer, type TradeResponse } from '../lib/domain.ts';
import { bundleText } from '../i18n/describe.ts';
import { t } from '../i18n/index.ts';
import { useGame } from './context.ts';
import { nameOf, type TableState } from './derived.ts';
import { OfferForm } from './OfferForm.tsx';

function responseText(s: TableState, seat: Seat, r: TradeResponse): string {
  const name = nameOf(s, seat, t);
  if (r.kind === 'countered') return t('trade.r.countered', { name, give: bundleText(r.give, t), want: bundleText(r.want, t) });
  return t(`trade.r.${r.kind}`, { name });
}

/** What the active player gives and gets when confirming with this answer, if it is agreement. */
function termsOf(trade: TradeOffer, r: TradeResponse): { give: Bundle; want: Bundle } | null {
  if (r.kind === 'accepted') return { give: trade.give, want: trade.want };
  if (r.kind === 'countered') return { give: r.want, want: r.give };
  return null;
}

export function TradePanel() {
  const { game, actions } = useGame();
  const [countering, setCountering] = useState(false);
  const s = game.state.value;
  if (s.phase !== 'playing') return null;
  const me = game.mySeat.value;
  const busy = game.pending.value.length > 0;
  const trade = s.turn.trade;
  const legal = game.legal.value;
  const active = me !== null && s.turn.seat === me;
  const canOffer = active && !trade && legal.some((c) => c.type === 'OfferTrade');
  if (!trade && !canOffer) return null;
  const offerer = nameOf(s, s.turn.seat, t);
  return (
    <section class="panel trade" aria-labelledby="trade-h">
      <h2 id="trade-h">{t('trade.title')}</h2>
      {canOffer && me !== null && (
        <OfferForm hand={s.hands[me]} submitLabel={t('trade.offer')} disabled={busy}
          onSubmit={(give, want) => actions.command({ type: 'OfferTrade', give, want })} />
      )}
      {trade && (
        <div class="open-offer" data-offer="">
          <p>{active ? t('trade.yours', { give: bundleText(trade.give, t), want: bundleText(trade.want, t) })
            : t('trade.open', { name: offerer, give: bundleText(trade.give, t), want: bundleText(trade.want, t) })}</p>
          <ul class="responses">
            {trade.responses.map((r, seat) => {
              if (seat === s.turn.seat) return null;
              const terms = termsOf(trade, r);
              const can = active && terms && covers(s.hands[me!], terms.give);
              return (
                <li key={seat} data-response={r.kind}>
                  {responseText(s, seat, r)}
                  {active && terms && (
                    <button type="button" class="primary" disabled={!can || busy}
                      onClick={() => actions.command({ type: 'ConfirmTrade', partner: seat })}>
                      {t('trade.confirm', { name: nameOf(s, seat, t) })}
                    </button>
                  )}
                </li>
              );
            })}
          </ul>
          {active && <button type="button" disabled={busy} onClick={() => actions.command({ type: 'CancelTrade' })}>{t('trade.cancel')}</button>}
          {!active && me !== null && (
            <div class="choices">
              <button type="button" class="primary" disabled={busy || !legal.some((c) => c.type === 'AcceptTrade')}
                onClick={() => actions.command({ type: 'AcceptTrade' })}>{t('trade.accept')}</button>
              <button type="button" disabled={busy || !legal.some((c) => c.type === 'DeclineTrade')}
                onClick={() => actions.command({ type: 'DeclineTrade' })}>{t('trade.decline')}</button>
              <button type="button" aria-expanded={countering} disabled={s.turn.pending.kind !== 'none'}
                onClick={() => setCountering(!countering)}>{t('trade.counter')}</button>
            </div>
          )}
          {!active && me !== null && countering && (
            <OfferForm hand={s.hands[me]} submitLabel={t('trade.sendCounter')} disabled={busy}
              onSubmit={(give, want) => {
                setCountering(false);
                actions.command({ type: 'CounterTrade', give, want });
              }} />
          )}
        </div>
      )}
    </section>
  );
}
