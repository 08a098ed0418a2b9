// The open domestic offer, over the board. It pops up for the players it is made to (everyone, or
// the one player it is aimed at), who answer in one tap: accept, decline, or counter (the counter
// starts from the offer's own terms and is adjusted by tapping resources). The active player sees
// the answers and confirms with one partner, or withdraws. Everyone else (spectators, players an
// aimed offer skips) sees the offer and its answers, without buttons: a small note for an aimed
// offer ("Ana → Bruno"), the pop-up itself for spectators of an offer to everyone. A bot's offer
// waits a while for the people's answers: the pop-up counts it down, and a player may choose to
// decline bots' offers without being asked. It sits where it leaves the robber's hex in view.
// In a Cities & Knights game the offer's commodities (its goods) show beside its resources, and a
// counter-offer may give and want commodities too.
import { useEffect, useRef, useState } from 'preact/hooks';
import { Countdown } from '../../../game/Countdown.tsx';
import { offerDeadline } from '../../../state/clock.ts';
import { autoDeclineBots, setAutoDeclineBots } from './trade-settings.ts';
import {
  covers, offeredTo, RESOURCES, type Bundle, type Goods, type Resource, type Seat, type TradeGoods, type TradeOffer, type TradeResponse,
} from '../../../lib/domain.ts';
import { ResourceIcon } from '../../../ui/ResourceIcon.tsx';
import { bundleText } from '../../../i18n/describe.ts';
import { t } from '../../../i18n/index.ts';
import { useGame } from '../../../game/context.ts';
import { nameOf, type TableState } from '../../../game/derived.ts';
import { bump } from './table-ui.ts';
import { NOTE_PLACES, POP_PLACES, useClearPlace } from './offer-place.ts';
import './trade.css';
import { goodsOrNone, validOffer } from './TradeBar.tsx';
import { commoditiesOf } from './cities-knights/ck.ts';
import { CommodityPicks, GoodsIcons, holdsGoods } from './cities-knights/TradeGoods.tsx';

const NO_GOODS: TradeGoods = { give: {}, want: {} };
const swapped = (g: TradeGoods | undefined): TradeGoods | undefined => (g === undefined ? undefined : { give: g.want, want: g.give });

function responseText(s: TableState, seat: Seat, r: TradeResponse): string {
  const name = nameOf(s, seat, t);
  if (r.kind === 'countered') return t('trade.r.countered', { name, give: bundleText(r.give, t, false, r.goods?.give), want: bundleText(r.want, t, false, r.goods?.want) });
  return t(`trade.r.${r.kind}`, { name });
}

/** What the active player gives and gets when confirming with this answer, if it is agreement. */
function termsOf(trade: TradeOffer, r: TradeResponse): { give: Bundle; want: Bundle; goods?: TradeGoods } | null {
  if (r.kind === 'accepted') return { give: trade.give, want: trade.want, goods: trade.goods };
  if (r.kind === 'countered') return { give: r.want, want: r.give, goods: swapped(r.goods) };
  return null;
}

/** A bundle as icons with counts, and a trade side's goods after it (its text for screen readers). */
export function BundleIcons({ bundle, goods }: { bundle: Bundle; goods?: Goods }) {
  return (
    <span class="bundle-icons">
      <span class="sr-only">{bundleText(bundle, t, false, goods)}</span>
      {RESOURCES.filter((r) => (bundle[r] ?? 0) > 0).map((r) => (
        <span key={r} class="bundle-icon" aria-hidden="true"><ResourceIcon resource={r} />×{bundle[r]}</span>
      ))}
      <GoodsIcons goods={goods} />
    </span>
  );
}

function Counter({ hand, start, onSend, disabled, held }: {
  hand: Readonly<Record<Resource, number>>; start: { give: Bundle; want: Bundle; goods?: TradeGoods };
  onSend: (give: Bundle, want: Bundle, goods: TradeGoods | undefined) => void; disabled: boolean;
  /** How many of a commodity the player holds, in a game with them (else null). */
  held: ((c: string) => number) | null;
}) {
  const { game } = useGame();
  const [give, setGive] = useState<Bundle>(start.give);
  const [want, setWant] = useState<Bundle>(start.want);
  const [goods, setGoods] = useState<TradeGoods>(start.goods ?? NO_GOODS);
  const lacks = held !== null && Object.entries(goods.give).some(([c, n]) => n > held(c));
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
      {held !== null && <CommodityPicks s={game.state.value} goods={goods} held={held} onChange={setGoods} />}
      <button type="button" class="primary" disabled={disabled || lacks || !validOffer(give, want, hand, goods)}
        onClick={() => onSend(give, want, goodsOrNone(goods))}>{t('trade.sendCounter')}</button>
    </div>
  );
}

export function TradePanel() {
  const { game, actions } = useGame();
  const [countering, setCountering] = useState(false);
  const s = game.state.value;
  const declined = useRef<number | null>(null);
  // An offer of a seat the server plays, to me, unanswered: declined at once if I chose so (once per offer).
  const deadline = offerDeadline(s, game.items.value);
  const me0 = game.mySeat.value;
  const botAsks = deadline !== null && s.phase === 'playing' && s.turn.trade !== null && me0 !== null && me0 !== s.turn.seat
    && offeredTo(s.turn.trade, me0) && s.turn.trade.responses[me0]?.kind === 'none';
  useEffect(() => {
    if (!botAsks || !autoDeclineBots.value || declined.current === deadline || game.pending.value.length > 0) return;
    if (!game.legal.value.some((c) => c.type === 'DeclineTrade')) return;
    declined.current = deadline;
    actions.command({ type: 'DeclineTrade' });
  }, [botAsks, deadline, autoDeclineBots.value]);
  const me = game.mySeat.value;
  const pop = useRef<HTMLElement>(null);
  const open = s.phase === 'playing' && s.turn.trade !== null;
  const aside = open && s.turn.seat !== me && (me === null || !offeredTo(s.turn.trade!, me)) && s.turn.trade!.to !== null;
  const place = useClearPlace(pop, open, s.phase === 'none' ? null : s.robber, aside ? NOTE_PLACES : POP_PLACES);
  if (s.phase !== 'playing' || !s.turn.trade) return null;
  const trade = s.turn.trade;
  const busy = game.pending.value.length > 0;
  const legal = game.legal.value;
  const active = me !== null && s.turn.seat === me;
  // A seated player the offer is made to (not the one making it).
  const asked = me !== null && !active && offeredTo(trade, me);
  const offerer = nameOf(s, s.turn.seat, t);
  const to = trade.to === null ? null : nameOf(s, trade.to, t);
  const mine = asked ? trade.responses[me] : null;
  const heading = active ? (to !== null ? t('trade.yoursTo', { name: to }) : t('trade.yoursAll'))
    : asked ? t('trade.from', { name: offerer })
      : to !== null ? t('trade.between', { name: offerer, to }) : t('trade.toAll', { name: offerer });
  return (
    <section class={aside ? 'panel trade offer-note' : 'panel trade offer-pop'} role={aside ? 'status' : 'dialog'} ref={pop}
      aria-labelledby="offer-h" data-offer="" data-offer-to={trade.to ?? 'all'} data-place={place}>
      <h2 id="offer-h" aria-label={aside ? t('trade.betweenLong', { name: offerer, to: to! }) : undefined}>{heading}</h2>
      <p class="offer-terms">
        <span class="offer-side"><span class="trade-label">{active ? t('trade.give') : t('trade.theyGive')}</span><BundleIcons bundle={trade.give} goods={trade.goods?.give} /></span>
        <span class="offer-arrow" aria-hidden="true">⇄</span>
        <span class="offer-side"><span class="trade-label">{active ? t('trade.want') : t('trade.theyWant')}</span><BundleIcons bundle={trade.want} goods={trade.goods?.want} /></span>
      </p>
      <ul class="responses">
        {trade.responses.map((r, seat) => {
          if (seat === s.turn.seat || seat === me || !offeredTo(trade, seat)) return null;
          const terms = termsOf(trade, r);
          return (
            <li key={seat} data-response={r.kind}>
              <span>{responseText(s, seat, r)}</span>
              {active && terms && (
                <button type="button" class="primary" disabled={!covers(s.hands[me!], terms.give) || !holdsGoods(s, me!, terms.goods?.give) || busy}
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
      {asked && botAsks && (
        <p class="offer-clock" data-offer-clock="">{t('trade.botWaits')} <Countdown deadline={deadline!} offset={game.clockOffset.value} mine={false} /></p>
      )}
      {asked && deadline !== null && (
        <label class="offer-auto">
          <input type="checkbox" checked={autoDeclineBots.value} data-auto-decline=""
            onChange={(e) => setAutoDeclineBots((e.currentTarget as HTMLInputElement).checked)} />
          {t('trade.autoDecline')}
        </label>
      )}
      {asked && (
        <div class="choices offer-answers">
          <button type="button" class="primary" disabled={busy || !legal.some((c) => c.type === 'AcceptTrade')}
            onClick={() => actions.command({ type: 'AcceptTrade' })}>{t('trade.accept')}</button>
          <button type="button" disabled={busy || !legal.some((c) => c.type === 'DeclineTrade')}
            onClick={() => actions.command({ type: 'DeclineTrade' })}>{t('trade.decline')}</button>
          <button type="button" aria-expanded={countering} disabled={!legal.some((c) => c.type === 'DeclineTrade') && !countering}
            onClick={() => setCountering(!countering)}>{t('trade.counter')}</button>
        </div>
      )}
      {asked && countering && (
        <Counter hand={s.hands[me!]} start={{ give: trade.want, want: trade.give, goods: swapped(trade.goods) }} disabled={busy}
          held={commoditiesOf(s, me!) === null ? null : (c) => commoditiesOf(s, me!)?.[c as 'paper'] ?? 0}
          onSend={(give, want, goods) => {
            setCountering(false);
            actions.command(goods === undefined ? { type: 'CounterTrade', give, want } : { type: 'CounterTrade', give, want, goods });
          }} />
      )}
    </section>
  );
}
