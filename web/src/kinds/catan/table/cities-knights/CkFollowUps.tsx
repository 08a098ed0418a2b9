// The player's own follow-ups to a progress card (Cities & Knights), over the board so a phone
// shows them with it: the Deserter's knight, placed on the board's lit spots (its strength chosen
// here when several may go, or none placed), and the Commercial Harbor's offers for the rest of
// the turn (a player and a resource; he gives a commodity back). From the domain's legal commands.
import { useEffect, useState } from 'preact/hooks';
import type { Command, Resource, Seat } from '../../../../lib/domain.ts';
import { t } from '../../../../i18n/index.ts';
import { toClientCommand } from '../../../../lib/protocol.ts';
import { useGame } from '../../../../game/context.ts';
import { nameOf } from '../../../../game/derived.ts';
import { deserterStrength, deserterStrengthOf, deserterStrengths } from './ck.ts';
import './progress.css';

type Offer = Extract<Command, { type: 'OfferHarborTrade' }>;

export function CkFollowUps() {
  const { game, actions } = useGame();
  const s = game.state.value;
  const legal = game.legal.value;
  const busy = game.pending.value.length > 0;
  const send = (c: Command) => actions.command(toClientCommand(c));
  const [to, setTo] = useState<Seat | null>(null);
  const [resource, setResource] = useState<Resource | null>(null);
  const [hidden, setHidden] = useState<number | null>(null);
  const none = s.phase === 'playing' ? legal.find((c) => c.type === 'PlaceDeserter' && c.vertex === undefined) : undefined;
  // The strength chosen holds for this deserter only: the next starts at the strongest again.
  useEffect(() => {
    if (!none) deserterStrength.value = null;
  }, [none === undefined]);
  if (s.phase !== 'playing') return null;
  if (none) {
    const strengths = deserterStrengths(legal);
    const strength = deserterStrengthOf(legal);
    return (
      <div class="pc-follow" role="group" aria-label={t('progress.deserter')} data-deserter-panel="">
        <span>{t(strengths.length > 0 ? 'pc.deserterPlace' : 'pc.deserterNoSpot')}</span>
        {strengths.length > 1 && strengths.map((n) => (
          <button key={n} type="button" class={n === strength ? 'toggle on small' : 'toggle small'} aria-pressed={n === strength} data-strength={n}
            onClick={() => (deserterStrength.value = n)}>{t('pc.deserterStrength', { n })}</button>
        ))}
        <button type="button" class="small" disabled={busy} data-deserter-none="" onClick={() => send(none)}>{t('pc.deserterNone')}</button>
      </div>
    );
  }
  const offers = legal.filter((c): c is Offer => c.type === 'OfferHarborTrade');
  if (offers.length === 0 || hidden === s.turn.number) return null;
  const partners = [...new Set(offers.map((o) => o.to))];
  const resources = [...new Set(offers.map((o) => o.resource))];
  const who = to !== null && partners.includes(to) ? to : partners[0];
  const what = resource !== null && resources.includes(resource) ? resource : resources[0];
  const offer = offers.find((o) => o.to === who && o.resource === what);
  return (
    <div class="pc-follow" role="group" aria-label={t('progress.commercialHarbor')} data-harbor-panel="">
      <span>{t('pc.harborOpen')}</span>
      <label>{t('pc.harborTo')}{' '}
        <select value={who} data-harbor-to="" onChange={(e) => setTo(Number((e.currentTarget as HTMLSelectElement).value))}>
          {partners.map((seat) => <option key={seat} value={seat}>{nameOf(s, seat, t)}</option>)}
        </select>
      </label>
      <label>{t('pc.harborResource')}{' '}
        <select value={what} data-harbor-resource="" onChange={(e) => setResource((e.currentTarget as HTMLSelectElement).value as Resource)}>
          {resources.map((r) => <option key={r} value={r}>{t(`res.${r}`)}</option>)}
        </select>
      </label>
      <button type="button" class="primary small" disabled={busy || !offer} data-harbor-offer="" onClick={() => offer && send(offer)}>{t('pc.harborOffer')}</button>
      <button type="button" class="small" onClick={() => setHidden(s.turn.number)}>{t('pc.harborDone')}</button>
    </div>
  );
}
