// What a seat holds, named: the review room opens every hand (or, seen as one player saw it, only
// that player's own: the others' hidden cards are not counted again here, their panel's figures
// already say how many), so a reviewer sees the cards behind every decision; and the development
// cards it has played so far (public: everyone saw them played); with Friends, its favor tokens by
// guild and its Catan chips; with Helpers, its helper and side.
import { DEV_CARDS, RESOURCES, type Seat } from '../../../lib/domain.ts';
import { ResourceIcon } from '../../../ui/ResourceIcon.tsx';
import type { TableState } from '../../../game/derived.ts';
import { t } from '../../../i18n/index.ts';
import { friendsOf, GUILDS } from '../table/friends/favors.ts';
import { heldOf } from '../table/helpers/helpers.ts';
import { PLAYED_CARDS, type PlayedCard } from './stats.ts';

export function Revealed({ s, seat, played }: { s: TableState; seat: Seat; played?: Readonly<Record<PlayedCard, number>> }) {
  const hand = s.hands[seat];
  const dev = s.devCards[seat];
  const resources = RESOURCES.filter((r) => hand[r] > 0);
  const cards = DEV_CARDS.filter((c) => dev[c] > 0);
  const spent = played ? PLAYED_CARDS.filter((c) => played[c] > 0) : [];
  const favors = friendsOf(s);
  const tokens = favors?.tokens[seat];
  const helper = heldOf(s, seat);
  return (
    <div class="revealed" data-revealed={seat}>
      {(resources.length > 0 || hand.unknown === 0) && <span class="revealed-hand" aria-label={t('replay.handOf')}>
        {resources.map((r) => (
          <span key={r} class="revealed-res" data-res={r} title={t(`count.${r}`, { n: hand[r] })}>
            <ResourceIcon resource={r} size={18} /><span aria-hidden="true">×{hand[r]}</span>
            <span class="sr-only">{t(`count.${r}`, { n: hand[r] })}</span>
          </span>
        ))}
        {resources.length === 0 && <span class="muted">{t('replay.noCards')}</span>}
      </span>}
      {cards.length > 0 && (
        <span class="revealed-dev">
          {cards.map((c) => <span key={c} class="revealed-card" data-dev={c}>{t(`dev.${c}`)}{dev[c] > 1 ? ` ×${dev[c]}` : ''}</span>)}
        </span>
      )}
      {favors && tokens && (
        <span class="revealed-favors" data-revealed-favors={GUILDS.map((g) => `${g}:${tokens[g]}`).join(',')}>
          {GUILDS.filter((g) => tokens[g] > 0).map((g) => <span key={g} class="revealed-card" data-guild={g}>{t(`guild.${g}`)} ×{tokens[g]}</span>)}
          {favors.chips[seat] > 0 && <span class="revealed-card" data-chips={favors.chips[seat]}>{t('favors.chips', { n: favors.chips[seat] })}</span>}
        </span>
      )}
      {helper && (
        <span class="revealed-helper" data-revealed-helper={`${helper.helper}:${helper.side}`}>
          <span class="revealed-card" title={t(`ability.${helper.helper}`)}>{t('panel.helper', { helper: t(`helper.${helper.helper}`), side: helper.side })}</span>
        </span>
      )}
      {spent.length > 0 && (
        <span class="revealed-played" data-played={spent.map((c) => `${c}:${played![c]}`).join(',')}>
          <span class="muted">{t('replay.played')}</span>
          {spent.map((c) => <span key={c} class="revealed-card revealed-spent">{t(`dev.${c}`)}{played![c] > 1 ? ` ×${played![c]}` : ''}</span>)}
        </span>
      )}
    </div>
  );
}
