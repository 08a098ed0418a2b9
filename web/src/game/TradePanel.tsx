// The open domestic offer, shown over the board to everyone at the table. A player it is made to
// answers in one tap: accept, decline, or counter (the counter starts from the offer's own terms
// and is adjusted by tapping resources). The active player sees the answers and confirms with
// one partner (only the player it was aimed at, for an offer to one player) or withdraws.
// Spectators see the offer and the answers.
import { useState } from 'preact/hooks';
import { covers, RESOURCES, type Bundle, type Resource, type Seat, type TradeOffer, type TradeResponse } from '../lib/domain.ts';
import { ResourceIcon } from '../board/ResourceIcon.tsx';
import { bundleText } from '../i18n/describe.ts';
import { t } from '../i18n/index.ts';
import { useGame } from './context.ts';
import { nameOf, type TableState } from './derived.ts';
import { bump, tableUi } from './table-ui.ts';
import { validOffer } from './TradeBar.tsx';

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

/** A bundle as icons with counts (its text for screen readers). */
export function BundleIcons({ bundle }: { bundle: Bundle }) {
  return (
    <span class="bundle-icons">
      <span class="sr-only">{bundleText(bundle, t)}</span>
      {RESOURCES.filter((r) => (bundle[r] ?? 0) > 0).map((r) => (
        <span key={r} class="bundle-icon" aria-hidden="true"><ResourceIcon resource={r} />×{bundle[r]}</span>
      ))}
    </span>
  );
}

function Counter({ hand, start, onSend, disabled }: {
  hand: Readonly<Record<Resource, number>>; start: { give: Bundle; want: Bundle }; onSend: (give: Bundle, want: Bundle) => void; disabled: boolean;
}) {
  const [give, setGive] = useState<Bundle>(start.give);
  const [want, setWant] = useState<Bundle>(start.want);
  const row = (label: string, value: Bundle, set: (b: Bundle) => void, other: Bundle, max: (r: Resource) => number, key: 'give' | 'want') => (
    <div class="trade-row" role="group" aria-label={label}>
      <span class="trade-label">{label}</span>
      {RESOURCES.map((r) => (
        <button key={r} type="button" class={(value[r] ?? 0) > 0 ? 'res-pick on' : 'res-pick'} data-counter={`${key}-${r}`}
          disabled={(other[r] ?? 0) > 0 || (value[r] ?? 0) >= max(r)}
          aria-label={t(key === 'give' ? 'trade.giveMore' : 'trade.wantOne', { res: t(`res.${r}`), n: value[r] ?? 0 })}
          onClick={() => set(bump(value, r, 1, max(r)))}>
          <ResourceIcon resource={r} />{(value[r] ?? 0) > 0 && <span class="pick-count" aria-hidden="true">{value[r]}</span>}
        </button>
      ))}
      <button type="button" class="link" onClick={() => set({})}>{t('trade.clear')}</button>
    </div>
  );
  return (
    <div class="counter">
      {row(t('trade.give'), give, setGive, want, (r) => hand[r], 'give')}
      {row(t('trade.want'), want, setWant, give, () => 19, 'want')}
      <button type="button" class="primary" disabled={disabled || !validOffer(give, want, hand)} onClick={() => onSend(give, want)}>{t('trade.sendCounter')}</button>
    </div>
  );
}

export function TradePanel() {
  const { game, actions } = useGame();
  const [countering, setCountering] = useState(false);
  const s = game.state.value;
  if (s.phase !== 'playing' || !s.turn.trade) return null;
  const trade = s.turn.trade;
  const me = game.mySeat.value;
  const busy = game.pending.value.length > 0;
  const legal = game.legal.value;
  const active = me !== null && s.turn.seat === me;
  const aimedAt = active ? tableUi(game).aimedAt.value : null;
  const offerer = nameOf(s, s.turn.seat, t);
  const mine = me !== null && !active ? trade.responses[me] : null;
  return (
    <section class="panel trade offer-pop" role="dialog" aria-labelledby="offer-h" data-offer="">
      <h2 id="offer-h">{active
        ? (aimedAt !== null ? t('trade.yoursTo', { name: nameOf(s, aimedAt, t) }) : t('trade.yoursAll'))
        : t('trade.from', { name: offerer })}</h2>
      <p class="offer-terms">
        <span class="offer-side"><span class="trade-label">{active ? t('trade.give') : t('trade.theyGive')}</span><BundleIcons bundle={trade.give} /></span>
        <span class="offer-arrow" aria-hidden="true">⇄</span>
        <span class="offer-side"><span class="trade-label">{active ? t('trade.want') : t('trade.theyWant')}</span><BundleIcons bundle={trade.want} /></span>
      </p>
      <ul class="responses">
        {trade.responses.map((r, seat) => {
          if (seat === s.turn.seat || seat === me) return null;
          const terms = termsOf(trade, r);
          const aimedElsewhere = aimedAt !== null && aimedAt !== seat;
          const can = active && terms && !aimedElsewhere && covers(s.hands[me!], terms.give);
          return (
            <li key={seat} data-response={r.kind} class={aimedElsewhere ? 'not-aimed' : undefined}>
              <span>{responseText(s, seat, r)}</span>
              {active && terms && !aimedElsewhere && (
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
      {mine && mine.kind !== 'none' && <p class="muted" data-my-answer={mine.kind}>{responseText(s, me!, mine)}</p>}
      {me !== null && !active && (
        <div class="choices offer-answers">
          <button type="button" class="primary" disabled={busy || !legal.some((c) => c.type === 'AcceptTrade')}
            onClick={() => actions.command({ type: 'AcceptTrade' })}>{t('trade.accept')}</button>
          <button type="button" disabled={busy || !legal.some((c) => c.type === 'DeclineTrade')}
            onClick={() => actions.command({ type: 'DeclineTrade' })}>{t('trade.decline')}</button>
          <button type="button" aria-expanded={countering} disabled={!legal.some((c) => c.type === 'DeclineTrade') && !countering}
            onClick={() => setCountering(!countering)}>{t('trade.counter')}</button>
        </div>
      )}
      {me !== null && !active && countering && (
        <Counter hand={s.hands[me]} start={{ give: trade.want, want: trade.give }} disabled={busy}
          onSend={(give, want) => {
            setCountering(false);
            actions.command({ type: 'CounterTrade', give, want });
          }} />
      )}
    </section>
  );
}
