// One panel per seat: name and colour, visible victory points, card counts, knights played,
// Longest Road / Largest Army, whose turn it is, and who is connected.
import { awaitedSeats, devTotal, handTotal, indexOf, totalPoints, type Seat } from '../lib/domain.ts';
import { seatFill } from '../board/colours.ts';
import { t, type MessageKey } from '../i18n/index.ts';
import type { Presence } from '../state/game-state.ts';
import { useGame } from './context.ts';
import { nameOf, tableOf, type TableState } from './derived.ts';

function PlayerCard({ s, seat, me, online }: { s: TableState; seat: Seat; me: boolean; online: boolean | null }) {
  const colour = indexOf(s).spec.colours[seat];
  const claimed = s.names[seat] !== null;
  const active = (s.phase === 'setup' || s.phase === 'playing') && awaitedSeats(s).includes(seat);
  const points = totalPoints(s, seat);
  const pieces = s.pieces[seat];
  return (
    <li class={`player${active ? ' player-active' : ''}${me ? ' player-me' : ''}`} data-seat={seat} aria-current={active ? 'true' : undefined}>
      <div class="player-head">
        <span class="swatch" style={{ background: seatFill(colour) }} aria-hidden="true" />
        <span class="player-name">{claimed ? nameOf(s, seat, t) : t('panel.free')}</span>
        <span class="sr-only">({t(`colour.${colour}` as MessageKey)})</span>
        {me && <span class="tag">{t('panel.you')}</span>}
        {s.bots[seat] && <span class="tag">{t('panel.bot')}</span>}
        {claimed && online === false && <span class="tag tag-off">{t('panel.offline')}</span>}
        {active && <span class="tag tag-turn">{t('panel.active')}</span>}
        <span class="vp" data-vp={points} title={t('panel.points', { n: points })}>
          <span aria-hidden="true">{points}</span><span class="sr-only">{t('panel.points', { n: points })}</span>
        </span>
      </div>
      <div class="player-stats">
        <span data-cards={handTotal(s.hands[seat])}>{t('panel.cards', { n: handTotal(s.hands[seat]) })}</span>
        <span data-devcards={devTotal(s.devCards[seat])}>{t('panel.devCards', { n: devTotal(s.devCards[seat]) })}</span>
        <span>{t('panel.knights', { n: s.knights[seat] })}</span>
      </div>
      <div class="player-stats player-minor">
        <span>{t('panel.pieces', { roads: pieces.roads, settlements: pieces.settlements, cities: pieces.cities })}</span>
      </div>
      {(s.longestRoad === seat || s.largestArmy === seat) && (
        <div class="awards">
          {s.longestRoad === seat && <span class="award">{t('panel.longestRoad')} ({s.longestRoadLength})</span>}
          {s.largestArmy === seat && <span class="award">{t('panel.largestArmy')}</span>}
        </div>
      )}
    </li>
  );
}

export interface PlayerListProps {
  readonly s: TableState;
  readonly me: Seat | null;
  readonly presence: Presence | null;
}

/** The players of a state; used by the live game and the replay room. */
export function PlayerList({ s, me, presence }: PlayerListProps) {
  return (
    <section class="panel players" aria-labelledby="players-h">
      <h2 id="players-h">{t('panel.title')}
        {presence && <span class="watchers" data-watchers={presence.spectators}>{t('game.watchers', { n: presence.spectators })}</span>}
      </h2>
      <ul class="player-list">
        {s.names.map((_, seat) => (
          <PlayerCard key={seat} s={s} seat={seat} me={me === seat} online={presence ? presence.seats[seat] ?? false : null} />
        ))}
      </ul>
    </section>
  );
}

export function PlayerPanels() {
  const { game } = useGame();
  const s = tableOf(game.state.value);
  return s && <PlayerList s={s} me={game.mySeat.value} presence={game.presence.value} />;
}
