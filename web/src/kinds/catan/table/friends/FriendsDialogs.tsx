// Friends' dialogs: a gift to offer (to whom, which card), a gift offered to the player (accept or
// refuse), the merchants' one or two swaps, the traders' card, and the token to return after an
// exchange. What may be sent comes from the domain's legal commands; the second swap of the
// merchants' favor is checked against the hand and bank as the first leaves them.
import { useState } from 'preact/hooks';
import { RESOURCES, type Command, type Resource, type Seat } from '../../../../lib/domain.ts';
import { ResourceIcon } from '../../../../ui/ResourceIcon.tsx';
import { resourceCount } from '../../../../i18n/describe.ts';
import { t } from '../../../../i18n/index.ts';
import { toClientCommand } from '../../../../lib/protocol.ts';
import { Dialog } from '../../../../ui/Dialog.tsx';
import { useGame } from '../../../../game/context.ts';
import { nameOf } from '../../../../game/derived.ts';
import { friendsOf, GUILDS } from './favors.ts';

type Legal = readonly Command[];

function useSend() {
  const { actions, ui } = useGame();
  return (command: Command | undefined) => {
    ui.favor.value = null;
    if (command) actions.command(toClientCommand(command));
  };
}

function GiftOffer({ legal }: { legal: Legal }) {
  const { game, ui } = useGame();
  const send = useSend();
  const s = game.state.value;
  const gifts = legal.flatMap((c) => (c.type === 'OfferGift' ? [c] : []));
  const seats = [...new Set(gifts.map((c) => c.to))];
  const [to, setTo] = useState<Seat | null>(seats[0] ?? null);
  const [res, setRes] = useState<Resource | null>(null);
  if (s.phase === 'none' || gifts.length === 0) return null;
  const close = () => (ui.favor.value = null);
  const options = gifts.filter((c) => c.to === to);
  // The only card that may be given is chosen already; a choice that this player may not take is none.
  const picked = options.some((c) => c.resource === res) ? res : options.length === 1 ? options[0].resource : null;
  const chosen = options.find((c) => c.resource === picked);
  return (
    <Dialog title={t('favors.gift')} onClose={close}>
      <p>{t('gift.intro')}</p>
      <div class="gift-form">
        <label for="gift-to">{t('gift.to')}</label>
        <select id="gift-to" value={to ?? ''} onChange={(e) => setTo(Number((e.currentTarget as HTMLSelectElement).value))}>
          {seats.map((seat) => <option key={seat} value={seat}>{nameOf(s, seat, t)}</option>)}
        </select>
        <fieldset class="choices">
          <legend>{t('gift.card')}</legend>
          {options.map((c) => (
            <button key={c.resource} type="button" aria-pressed={picked === c.resource} class={picked === c.resource ? 'toggle on' : 'toggle'}
              data-gift-res={c.resource} onClick={() => setRes(c.resource)}>
              <ResourceIcon resource={c.resource} /> {t(`res.${c.resource}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <div class="choices">
        <button type="button" class="primary" disabled={!chosen} data-gift-send="" onClick={() => send(chosen)}>{t('gift.send')}</button>
        <button type="button" class="link" onClick={close}>{t('action.cancel')}</button>
      </div>
    </Dialog>
  );
}

/** A gift offered to the player: it must be answered (the table waits). */
function GiftAnswer({ legal }: { legal: Legal }) {
  const { game } = useGame();
  const send = useSend();
  const s = game.state.value;
  const gift = friendsOf(s)?.gift ?? null;
  const accept = legal.find((c) => c.type === 'AcceptGift');
  const refuse = legal.find((c) => c.type === 'RefuseGift');
  if (s.phase === 'none' || !gift || !accept || !refuse) return null;
  const name = nameOf(s, gift.from, t);
  return (
    <Dialog title={t('gift.title', { name })}>
      <p data-gift-offer="">{t('gift.body', { name, res: resourceCount(gift.resource, 1, t) })}</p>
      <div class="choices">
        <button type="button" class="primary" data-gift-accept="" onClick={() => send(accept)}>{t('gift.accept')}</button>
        <button type="button" data-gift-refuse="" onClick={() => send(refuse)}>{t('gift.refuse')}</button>
      </div>
    </Dialog>
  );
}

interface Swap { give: Resource | ''; receive: Resource | '' }

function SwapRow({ n, swap, onChange, gives, receives }: {
  n: number; swap: Swap; onChange: (s: Swap) => void; gives: readonly Resource[]; receives: readonly Resource[];
}) {
  return (
    <fieldset class="swap-row" data-swap={n}>
      <legend>{t('merchant.swap', { n })}</legend>
      <label>{t('merchant.give')}
        <select value={swap.give} onChange={(e) => onChange({ ...swap, give: (e.currentTarget as HTMLSelectElement).value as Resource })}>
          <option value="">–</option>
          {gives.map((r) => <option key={r} value={r}>{t(`res.${r}`)}</option>)}
        </select>
      </label>
      <label>{t('merchant.receive')}
        <select value={swap.receive} onChange={(e) => onChange({ ...swap, receive: (e.currentTarget as HTMLSelectElement).value as Resource })}>
          <option value="">–</option>
          {receives.filter((r) => r !== swap.give).map((r) => <option key={r} value={r}>{t(`res.${r}`)}</option>)}
        </select>
      </label>
    </fieldset>
  );
}

function MerchantDialog({ legal }: { legal: Legal }) {
  const { game, ui } = useGame();
  const send = useSend();
  const s = game.state.value;
  const me = game.mySeat.value;
  const [first, setFirst] = useState<Swap>({ give: '', receive: '' });
  const [second, setSecond] = useState<Swap | null>(null);
  const singles = legal.flatMap((c) => (c.type === 'UseFavor' && c.guild === 'merchant' ? c.swaps : []));
  if (s.phase !== 'playing' || me === null || singles.length === 0) return null;
  const close = () => (ui.favor.value = null);
  const firstOk = singles.some((w) => w.give === first.give && w.receive === first.receive);
  // The hand and bank after the first swap, for the second.
  const hand = { ...s.hands[me] };
  const bank = { ...s.bank };
  if (firstOk) {
    hand[first.give as Resource]--;
    bank[first.give as Resource]++;
    bank[first.receive as Resource]--;
    hand[first.receive as Resource]++;
  }
  const secondOk = second !== null && second.give !== '' && second.receive !== '' && second.give !== second.receive
    && hand[second.give] > 0 && bank[second.receive] > 0;
  const ready = firstOk && (second === null || secondOk);
  const swaps = [first, ...(second ? [second] : [])].map((w) => ({ give: w.give as Resource, receive: w.receive as Resource }));
  return (
    <Dialog title={t('merchant.title')} onClose={close}>
      <SwapRow n={1} swap={first} onChange={setFirst} gives={[...new Set(singles.map((w) => w.give))]} receives={RESOURCES.filter((r) => s.bank[r] > 0)} />
      {second && <SwapRow n={2} swap={second} onChange={setSecond} gives={RESOURCES.filter((r) => hand[r] > 0)} receives={RESOURCES.filter((r) => bank[r] > 0)} />}
      <div class="choices">
        <button type="button" onClick={() => setSecond(second ? null : { give: '', receive: '' })}>{second ? t('merchant.one') : t('merchant.second')}</button>
        <button type="button" class="primary" disabled={!ready} data-merchant-send=""
          onClick={() => send({ type: 'UseFavor', seat: me, guild: 'merchant', swaps })}>{t('merchant.submit')}</button>
        <button type="button" class="link" onClick={close}>{t('action.cancel')}</button>
      </div>
    </Dialog>
  );
}

function TraderDialog({ legal }: { legal: Legal }) {
  const { ui } = useGame();
  const send = useSend();
  const options = legal.flatMap((c) => (c.type === 'UseFavor' && c.guild === 'trader' ? [c] : []));
  if (options.length === 0) return null;
  const close = () => (ui.favor.value = null);
  return (
    <Dialog title={t('trader.title')} onClose={close}>
      <div class="choices">
        {options.map((c) => (
          <button key={c.resource} type="button" data-trader={c.resource} onClick={() => send(c)}>
            <ResourceIcon resource={c.resource} /> {t(`res.${c.resource}`)}
          </button>
        ))}
        <button type="button" class="link" onClick={close}>{t('action.cancel')}</button>
      </div>
    </Dialog>
  );
}

/** After an exchange's draw: the token to put back (the table waits). */
function ReturnDialog({ legal }: { legal: Legal }) {
  const { game } = useGame();
  const send = useSend();
  const me = game.mySeat.value;
  const part = friendsOf(game.state.value);
  const options = legal.flatMap((c) => (c.type === 'ReturnFavor' ? [c] : []));
  if (!part || me === null || options.length === 0) return null;
  const byGuild = GUILDS.flatMap((g) => options.filter((c) => c.guild === g));
  return (
    <Dialog title={t('return.title')}>
      <p>{t('return.body')}</p>
      <div class="choices">
        {byGuild.map((c) => (
          <button key={c.guild} type="button" data-return={c.guild} onClick={() => send(c)}>
            <span class={`guild-mark guild-${c.guild}`} aria-hidden="true" /> {t(`guild.${c.guild}`)} ×{part.tokens[me][c.guild]}
          </button>
        ))}
      </div>
    </Dialog>
  );
}

export function FriendsDialogs() {
  const { game, ui } = useGame();
  if (!friendsOf(game.state.value)) return null;
  const legal = game.legal.value;
  // Commands on their way: no dialog asks again meanwhile.
  if (game.pending.value.length > 0) return null;
  const answer = legal.some((c) => c.type === 'AcceptGift' || c.type === 'ReturnFavor');
  if (answer) return <><GiftAnswer legal={legal} /><ReturnDialog legal={legal} /></>;
  switch (ui.favor.value) {
    case 'gift': return <GiftOffer legal={legal} />;
    case 'merchant': return <MerchantDialog legal={legal} />;
    case 'trader': return <TraderDialog legal={legal} />;
    default: return null;
  }
}
