// The trade bar of the active player: cards to give are picked by clicking the hand (HandView),
// resources wanted by clicking them here; the offer goes to everyone or to one player, and the
// same picks trade with the bank when they match a rate (4:1, 3:1, 2:1). It replaces a form. In a
// Cities & Knights game, commodities may be given and wanted too (the offer's goods).
import { CkExchange } from './cities-knights/Exchange.tsx';
import { CommodityPicks, holdsGoods } from './cities-knights/TradeGoods.tsx';
import { commoditiesOf } from './cities-knights/ck.ts';
import {
  bundleTotal, covers, maritimeRatio, RESOURCES, type Bundle, type Command, type Event, type Goods, type Resource, type Seat, type TradeGoods,
} from '../../../lib/domain.ts';
import { ResourceIcon } from '../../../ui/ResourceIcon.tsx';
import { t } from '../../../i18n/index.ts';
import { useGame } from '../../../game/context.ts';
import { nameOf, type TableState } from '../../../game/derived.ts';
import { bump, tableUi } from './table-ui.ts';
import { turnPartOf } from './turn-part.ts';

/** May this seat compose a trade now (its main phase or Player 2's part, no offer open; never in the special building phase)? */
export function canCompose(s: TableState, me: Seat, legal: readonly Command[]): boolean {
  return s.phase === 'playing' && s.turn.seat === me && turnPartOf(s).kind !== 'special-building' && !s.turn.trade
    && legal.some((c) => c.type === 'OfferTrade' || c.type === 'TradeWithBank');
}

const only = (b: Bundle): Resource | null => {
  const rs = RESOURCES.filter((r) => (b[r] ?? 0) > 0);
  return rs.length === 1 ? rs[0] : null;
};

/** The bank trade these picks make, if they match one: all of one resource at its rate, for one card. */
export function bankTradeOf(give: Bundle, want: Bundle, ratio: (r: Resource) => number): { give: Resource; receive: Resource } | null {
  const g = only(give);
  const w = only(want);
  if (!g || !w || bundleTotal(want) !== 1 || give[g] !== ratio(g)) return null;
  return { give: g, receive: w };
}

const goodsTotal = (g: Goods | undefined): number => Object.values(g ?? {}).reduce((a, n) => a + n, 0);
/** Goods to send with a command: none when neither side has any. */
export const goodsOrNone = (g: TradeGoods): TradeGoods | undefined => (goodsTotal(g.give) + goodsTotal(g.want) === 0 ? undefined : g);

/** Something given and something wanted, nothing on both sides, and the resources held (the goods are checked where they are picked). */
export function validOffer(give: Bundle, want: Bundle, hand: Readonly<Record<Resource, number>>, goods?: TradeGoods): boolean {
  if (bundleTotal(give) + goodsTotal(goods?.give) === 0 || bundleTotal(want) + goodsTotal(goods?.want) === 0) return false;
  const both = Object.keys(goods?.give ?? {}).some((k) => (goods!.give[k] ?? 0) > 0 && (goods!.want[k] ?? 0) > 0);
  return !both && RESOURCES.every((r) => !((give[r] ?? 0) > 0 && (want[r] ?? 0) > 0)) && covers(hand, give);
}

/** A row of picked cards: each chip takes one card back out. */
export function Chips({ bundle, label, onLess }: { bundle: Bundle; label: (r: Resource) => string; onLess: (r: Resource) => void }) {
  return (
    <>
      {RESOURCES.filter((r) => (bundle[r] ?? 0) > 0).map((r) => (
        <button key={r} type="button" class="chip" data-chip={r} aria-label={label(r)} onClick={() => onLess(r)}>
          <ResourceIcon resource={r} /> <span aria-hidden="true">×{bundle[r]}</span>
        </button>
      ))}
    </>
  );
}

/** The terms of `seat`'s latest offer in the game, or null. */
export function lastOffer(events: readonly Event[], seat: Seat): { give: Bundle; want: Bundle; to?: Seat; goods?: TradeGoods } | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'TradeOffered' && e.seat === seat) {
      return { give: e.give, want: e.want, ...(e.to !== undefined ? { to: e.to } : {}), ...(e.goods !== undefined ? { goods: e.goods } : {}) };
    }
  }
  return null;
}

/** How many of a commodity the seat holds (0 in a game without them). */
const commodityHeld = (s: TableState, seat: Seat) => (c: string): number => commoditiesOf(s, seat)?.[c as 'paper'] ?? 0;

export function TradeBar() {
  const { game, actions } = useGame();
  const ui = tableUi(game);
  const s = game.state.value;
  const me = game.mySeat.value;
  if (s.phase !== 'playing' || me === null || !canCompose(s, me, game.legal.value)) return null;
  const legal = game.legal.value;
  const hand = s.hands[me];
  const give = ui.give.value;
  const want = ui.want.value;
  const goods = ui.goods.value;
  const picked = bundleTotal(give) + bundleTotal(want) + goodsTotal(goods.give) + goodsTotal(goods.want);
  const busy = game.pending.value.length > 0;
  const canOffer = legal.some((c) => c.type === 'OfferTrade');
  // Player 2 of a paired turn trades with the bank and harbors only.
  const part = turnPartOf(s);
  const bankOnly = part.kind === 'paired' && part.part === 2;
  const bank = goodsOrNone(goods) ? null : bankTradeOf(give, want, (r) => maritimeRatio(s, me, r));
  const bankLegal = bank && legal.some((c) => c.type === 'TradeWithBank' && c.give === bank.give && c.receive === bank.receive);
  const others = s.names.flatMap((_, seat) => (seat === me ? [] : [seat]));
  const clear = () => {
    ui.give.value = {};
    ui.want.value = {};
    ui.goods.value = { give: {}, want: {} };
  };
  const to = ui.target.value;
  // The terms of this player's latest offer in the game, to make it again in one tap.
  const last = lastOffer(game.events.value, me);
  const repeat = () => {
    if (!last) return;
    ui.give.value = last.give;
    ui.want.value = last.want;
    ui.target.value = last.to ?? null;
    ui.goods.value = last.goods ?? { give: {}, want: {} };
  };
  const offer = () => {
    const sent = goodsOrNone(goods);
    const terms = { give, want, ...(to === null ? {} : { to }), ...(sent ? { goods: sent } : {}) };
    actions.command({ type: 'OfferTrade', ...terms });
    clear();
  };
  const held = commodityHeld(s, me);
  const toBank = () => {
    if (!bank) return;
    actions.command({ type: 'TradeWithBank', give: bank.give, receive: bank.receive });
    clear();
  };
  return (
    <section class={ui.tradeOpen.value || picked > 0 ? 'trade-bar open' : 'trade-bar'} id="trade-bar"
      aria-labelledby="tradebar-h" data-trade-bar="">
      <h2 id="tradebar-h" class="sr-only">{t('trade.title')}</h2>
      <div class="trade-row" data-give-row="">
        <span class="trade-label">{t('trade.give')}</span>
        {bundleTotal(give) === 0 ? <span class="muted trade-hint">{t('trade.giveHint')}</span>
          : <Chips bundle={give} label={(r) => t('trade.lessOne', { res: t(`res.${r}`) })} onLess={(r) => (ui.give.value = bump(give, r, -1))} />}
      </div>
      <div class="trade-row">
        <span class="trade-label">{t('trade.want')}</span>
        {RESOURCES.map((r) => (
          <button key={r} type="button" class={(want[r] ?? 0) > 0 ? 'res-pick on' : 'res-pick'} data-want={r} disabled={(give[r] ?? 0) > 0}
            aria-label={t('trade.wantOne', { res: t(`res.${r}`), n: want[r] ?? 0 })} onClick={() => (ui.want.value = bump(want, r, 1, 19))}>
            <ResourceIcon resource={r} />{(want[r] ?? 0) > 0 && <span class="pick-count" aria-hidden="true">{want[r]}</span>}
          </button>
        ))}
      </div>
      {bundleTotal(want) > 0 && (
        <div class="trade-row" data-want-row="">
          <span class="trade-label" aria-hidden="true" />
          <Chips bundle={want} label={(r) => t('trade.wantLess', { res: t(`res.${r}`) })} onLess={(r) => (ui.want.value = bump(want, r, -1))} />
        </div>
      )}
      {!bankOnly && <CommodityPicks s={s} goods={goods} held={held} onChange={(g) => (ui.goods.value = g)} />}
      <div class="trade-row trade-send">
        {bankOnly ? <span class="muted trade-hint" data-bank-only="">{t('trade.bankOnly')}</span> : <>
          <label class="trade-to">
            <span>{t('trade.to')}</span>
            <select value={to === null ? '' : String(to)}
              onChange={(e) => {
                const v = (e.currentTarget as HTMLSelectElement).value;
                ui.target.value = v === '' ? null : Number(v);
              }}>
              <option value="">{t('trade.everyone')}</option>
              {others.map((seat) => <option key={seat} value={String(seat)}>{nameOf(s, seat, t)}</option>)}
            </select>
          </label>
          <button type="button" class="primary" disabled={!canOffer || !validOffer(give, want, hand, goods) || !holdsGoods(s, me, goods.give) || busy}
            onClick={offer}>{t('trade.offer')}</button>
        </>}
        <button type="button" data-bank="" disabled={!bankLegal || busy} onClick={toBank}>
          {bank ? t('bank.submit', { n: give[bank.give]!, give: t(`res.${bank.give}`), receive: t(`res.${bank.receive}`) }) : t('bank.title')}
        </button>
        {last && canOffer && !bankOnly && picked === 0 && covers(hand, last.give) && holdsGoods(s, me, last.goods?.give) && (
          <button type="button" data-repeat-offer="" onClick={repeat}>{t('trade.repeat')}</button>
        )}
        {picked > 0 && <button type="button" class="link" onClick={clear}>{t('trade.clear')}</button>}
      </div>
      <CkExchange />
    </section>
  );
}
