// One panel per seat: name and colour, visible victory points (Catan chips included), card counts,
// knights played and current road length (every seat's, not only the award holders'), favor
// tokens and Catan chips (Friends), the helper and its side (Helpers), harbor points (Harbormaster),
// ships left and island bonuses (Seafarers),
// Longest Road / Largest Army / the Harbormaster's title, whose turn it is, who is connected, which seats are bots (and
// their level) or played by a bot while their player is away, and the awaited seats' time left.
import type { ComponentChildren } from 'preact';
import { useApp } from '../../../app-context.ts';
import { awaitedSeats, citiesKnights, devTotal, handTotal, indexOf, longestRoad, seafarers, totalPoints, type Seat } from '../../../lib/domain.ts';
import { SeatSwatch } from '../../../ui/SeatMark.tsx';
import { t, type MessageKey } from '../../../i18n/index.ts';
import { deadlines } from '../../../state/clock.ts';
import type { Presence } from '../../../state/game-state.ts';
import { loadHostKey } from '../../../state/seats.ts';
import { AddBot } from '../../../game/AddBot.tsx';
import { LeaveButton } from '../../../game/HandOver.tsx';
import { everyoneAway } from '../../../game/AwayBanner.tsx';
import { useGame } from '../../../game/context.ts';
import { Countdown } from '../../../game/Countdown.tsx';
import { nameOf, tableOf, type TableState } from '../../../game/derived.ts';
import { feedbackSignal, type Gain } from '../../../game/feedback.ts';
import { ResourceIcon } from '../../../ui/ResourceIcon.tsx';
import { chipsOf, friendsOf, tokensOf } from './friends/favors.ts';
import { heldOf, type HelperId } from './helpers/helpers.ts';
import { harborPointsOf, titleHolderOf } from './harbormaster/harbormaster.ts';
import { turnPartOf } from './turn-part.ts';
import { ckOf } from './cities-knights/ck.ts';
import { CkSeatLine } from './cities-knights/SeatLine.tsx';

/** A seat's gains and losses of the newest move, shown briefly by its panel (the log says it in words). */
function Gains({ gains }: { gains: readonly Gain[] }) {
  return (
    <span class="gains" aria-hidden="true" data-gains={gains.map((g) => `${g.n > 0 ? '+' : ''}${g.n} ${g.res}`).join(',')}>
      {gains.map((g) => (
        <span key={g.res} class={g.n > 0 ? 'gain gain-plus' : 'gain gain-minus'}>
          {g.n > 0 ? '+' : '−'}{Math.abs(g.n)}{g.res === 'card' ? <span class="card-back" /> : <ResourceIcon resource={g.res} size={16} />}
        </span>
      ))}
    </span>
  );
}

const commoditiesIn = (s: TableState, seat: Seat): number => {
  const ck = ckOf(s);
  return ck === null ? 0 : citiesKnights.commodityTotal(ck.commodities[seat]);
};

/** A count with its label; at a 5–6 player table a short label is shown, the full one read out. */
function Stat({ full, short, n, compact, data = {} }: { full: MessageKey; short: MessageKey; n: number; compact: boolean; data?: Record<string, number> }) {
  if (!compact) return <span {...data}>{t(full, { n })}</span>;
  return <span {...data}><span aria-hidden="true">{t(short, { n })}</span><span class="sr-only">{t(full, { n })}</span></span>;
}

/** A seat's helper (public): its role and side, with its ability as a title. */
function HelperTag({ helper, side, compact }: { helper: HelperId; side: 'A' | 'B'; compact: boolean }) {
  const role = t(`helper.${helper}`);
  return (
    <div class="player-stats player-helper" data-helper={helper} data-side={side} title={t(`ability.${helper}`)}>
      {compact ? <><span aria-hidden="true">{t('panel.helperShort', { helper: role, side })}</span><span class="sr-only">{t('panel.helper', { helper: role, side })}</span></>
        : <span>{t('panel.helper', { helper: role, side })}</span>}
    </div>
  );
}

interface PlayerCardProps {
  readonly s: TableState;
  readonly seat: Seat;
  readonly me: boolean;
  readonly online: boolean | null;
  readonly clock?: { readonly deadline: number; readonly offset: number } | null;
  readonly free?: ComponentChildren;
  readonly gains?: { readonly id: number; readonly list: readonly Gain[] } | null;
  /** More about the seat (the review room: its cards, named). */
  readonly detail?: ComponentChildren;
  /** Short labels, for five or six panels. */
  readonly compact?: boolean;
}

function PlayerCard({ s, seat, me, online, clock = null, free = null, gains = null, detail = null, compact = false }: PlayerCardProps) {
  const colour = indexOf(s).spec.colours[seat];
  const claimed = s.names[seat] !== null;
  const active = (s.phase === 'setup' || s.phase === 'playing') && awaitedSeats(s).includes(seat);
  const points = totalPoints(s, seat);
  const pieces = s.pieces[seat];
  const level = s.levels[seat] ?? null;
  const away = s.away[seat] === true && s.phase !== 'finished';
  const name = claimed ? nameOf(s, seat, t) : t('panel.free');
  const helper = heldOf(s, seat);
  // The seat's longest trail now (the award's holder is named below).
  const road = s.phase === 'lobby' ? null : longestRoad(s, seat);
  const harbor = harborPointsOf(s, seat);
  const harbormaster = titleHolderOf(s) === seat;
  const sea = seafarers.hasSeafarers(s) ? seafarers.seafarersPart(s) : null;
  const islands = sea ? seafarers.islandPoints(s, seat) : 0;
  const ck = ckOf(s);
  return (
    <li class={`player${active ? ' player-active' : ''}${me ? ' player-me' : ''}${away ? ' player-away' : ''}`} data-seat={seat}
      data-level={level ?? undefined} data-away={away ? '' : undefined} aria-current={active ? 'true' : undefined}>
      <div class="player-head">
        <SeatSwatch colour={colour} />
        <span class="player-name" title={name}>{name}</span>
        <span class="sr-only">({t(`colour.${colour}` as MessageKey)})</span>
        {me && <span class="tag">{t('panel.you')}</span>}
        {level !== null ? <span class="tag tag-bot">{t('panel.botLevel', { level: t(`level.${level}`) })}</span>
          : s.bots[seat] && <span class="tag tag-bot">{t('panel.bot')}</span>}
        {away && <span class="tag tag-away">{t('panel.away')}</span>}
        {claimed && level === null && !s.bots[seat] && online === false && <span class="tag tag-off">{t('panel.offline')}</span>}
        {active && <span class="tag tag-turn">{turnPartOf(s).kind === 'special-building' ? t('panel.building') : t('panel.active')}</span>}
        {clock && <Countdown deadline={clock.deadline} offset={clock.offset} mine={me} />}
        {gains && <Gains key={gains.id} gains={gains.list} />}
        <span class="vp" data-vp={points} title={t('panel.points', { n: points })}>
          <span aria-hidden="true">{points}</span><span class="sr-only">{t('panel.points', { n: points })}</span>
        </span>
      </div>
      {/* Everyone away: no bot plays (the banner says the game is paused), so none is said to. */}
      {away && !everyoneAway(s) && <p class="away-line">{me ? t('away.banner') : t('panel.awayLine', { name })}</p>}
      {!claimed && free}
      <div class="player-stats">
        <Stat data={{ 'data-cards': handTotal(s.hands[seat]) }} full="panel.cards" short="panel.cardsShort" n={handTotal(s.hands[seat])} compact={compact} />
        {ck === null && <Stat data={{ 'data-devcards': devTotal(s.devCards[seat]) }} full="panel.devCards" short="panel.devShort" n={devTotal(s.devCards[seat])} compact={compact} />}
        {ck === null && <Stat data={{ 'data-knights': s.knights[seat] }} full="panel.knights" short="panel.knightsShort" n={s.knights[seat]} compact={compact} />}
        {ck !== null && <Stat data={{ 'data-commodities': citiesKnights.commodityTotal(ck.commodities[seat]) }} full="ck.commoditiesStat" short="ck.commoditiesShort" n={citiesKnights.commodityTotal(ck.commodities[seat])} compact={compact} />}
        {road !== null && <Stat data={{ 'data-road': road }} full="panel.road" short="panel.roadShort" n={road} compact={compact} />}
        {friendsOf(s) && <Stat data={{ 'data-favor-tokens': tokensOf(s, seat) }} full="favors.tokens" short="favors.tokensShort" n={tokensOf(s, seat)} compact={compact} />}
        {friendsOf(s) && <Stat data={{ 'data-chips': chipsOf(s, seat) }} full="favors.chips" short="favors.chipsShort" n={chipsOf(s, seat)} compact={compact} />}
        {harbor !== null && <Stat data={{ 'data-harbor-points': harbor }} full="harbormaster.points" short="harbormaster.pointsShort" n={harbor} compact={compact} />}
        {islands > 0 && <span data-island-points={islands}>{t('sea.islandPoints', { n: islands })}</span>}
      </div>
      {ck !== null && <CkSeatLine part={ck} seat={seat} />}
      {helper && <HelperTag helper={helper.helper} side={helper.side} compact={compact} />}
      {detail}
      <div class="player-stats player-minor">
        <span>{t('panel.pieces', { roads: pieces.roads, settlements: pieces.settlements, cities: pieces.cities })}</span>
        {sea && <span data-ships-left={sea.shipsLeft[seat]}>{t('sea.shipsLeft', { n: sea.shipsLeft[seat] })}</span>}
      </div>
      {(s.longestRoad === seat || s.largestArmy === seat || harbormaster) && (
        <div class="awards">
          {s.longestRoad === seat && <span class="award">{t('panel.longestRoad')} ({s.longestRoadLength})</span>}
          {s.largestArmy === seat && <span class="award">{t('panel.largestArmy')}</span>}
          {harbormaster && <span class="award" data-harbormaster="">{t('harbormaster.title')} ({harbor})</span>}
        </div>
      )}
    </li>
  );
}

export interface PlayerListProps {
  readonly s: TableState;
  readonly me: Seat | null;
  readonly presence: Presence | null;
  /** When each seat's time runs out (server clock), and the server's clock offset; none in the replay room. */
  readonly clocks?: { readonly deadlines: readonly (number | null)[]; readonly offset: number };
  /** What a free seat offers (the creator's "Add a bot"). */
  readonly free?: (seat: Seat) => ComponentChildren;
  /** The newest move's gains by seat, shown briefly. */
  readonly gains?: { readonly id: number; readonly bySeat: ReadonlyMap<Seat, readonly Gain[]> } | null;
  /** More about each seat (the review room: its cards, named). */
  readonly detail?: (seat: Seat) => ComponentChildren;
  /** Beside the heading: what the player may do with their seat (Leave). */
  readonly action?: ComponentChildren;
}

/** The players of a state; used by the live game and the replay room. */
export function PlayerList({ s, me, presence, clocks, free, gains, detail, action }: PlayerListProps) {
  const heading = (
    <h2 id="players-h">{t('panel.title')}
      {presence && <span class="watchers" data-watchers={presence.spectators}>{t('game.watchers', { n: presence.spectators })}</span>}
    </h2>
  );
  return (
    <section class="panel players" aria-labelledby="players-h">
      {action ? <div class="players-head">{heading}{action}</div> : heading}
      {/* Seafarers: the scenario, and the points it is played to */}
      {seafarers.hasSeafarers(s) && (
        <p class="muted sea-target" data-sea-target={seafarers.scenarioIn(s).victoryPoints}>
          {t('sea.target', { scenario: t(`board.${s.boardKind}` as MessageKey), n: seafarers.scenarioIn(s).victoryPoints })}
        </p>
      )}
      <ul class={s.names.length >= 5 ? 'player-list player-list-large' : 'player-list'} data-seats={s.names.length}>
        {s.names.map((_, seat) => {
          const deadline = clocks?.deadlines[seat] ?? null;
          return (
            <PlayerCard key={seat} s={s} seat={seat} me={me === seat} online={presence ? presence.seats[seat] ?? false : null}
              clock={deadline === null ? null : { deadline, offset: clocks!.offset }} free={free?.(seat)}
              gains={gains?.bySeat.has(seat) ? { id: gains.id, list: gains.bySeat.get(seat)! } : null} detail={detail?.(seat)}
              compact={s.names.length >= 5} />
          );
        })}
      </ul>
    </section>
  );
}

export function PlayerPanels() {
  const { store } = useApp();
  const { game } = useGame();
  const s = tableOf(game.state.value);
  if (!s) return null;
  const items = game.items.value;
  const clocks = { deadlines: deadlines(s, items[items.length - 1]?.at), offset: game.clockOffset.value };
  const host = s.phase === 'lobby' && loadHostKey(store, game.gameId) !== null;
  const feedback = feedbackSignal(game).value;
  return <PlayerList s={s} me={game.mySeat.value} presence={game.presence.value} clocks={clocks} free={host ? (seat) => <AddBot seat={seat} /> : undefined}
    gains={feedback ? { id: feedback.id, bySeat: feedback.gains } : null} action={<LeaveButton table={s} />} />;
}

/**
 * A seat's name in the strip. Five or six seats leave a name a few letters: a bot's goes without
 * its "Bot " (the panels below and the log say it), so that "Bot Bruno" reads "Bruno", not "Bot B…".
 */
export const stripName = (s: TableState, seat: Seat, compact: boolean): string | null => {
  const name = s.names[seat];
  return name !== null && compact && (s.levels[seat] ?? null) !== null ? name.replace(/^Bot\s+(?=\S)/, '') : name;
};

/** On a phone, above the board: each seat's colour, name, points and cards, and the newest gains. */
export function PlayerStrip() {
  const { game } = useGame();
  const s = tableOf(game.state.value);
  if (!s || s.phase === 'lobby') return null;
  const feedback = feedbackSignal(game).value;
  const colours = indexOf(s).spec.colours;
  const awaited = s.phase === 'setup' || s.phase === 'playing' ? awaitedSeats(s) : [];
  const compact = s.names.length >= 5;
  return (
    // Five or six seats: three to a row, so that all fit a phone's width with their names.
    <ul class={compact ? 'player-strip strip-compact' : 'player-strip'} aria-hidden="true" data-seats={s.names.length}>
      {s.names.map((_, seat) => {
        const gains = feedback?.gains.get(seat);
        return (
          <li key={seat} class={`strip-player${awaited.includes(seat) ? ' strip-active' : ''}${game.mySeat.value === seat ? ' strip-me' : ''}`}>
            <SeatSwatch colour={colours[seat]} />
            <span class="strip-name">{stripName(s, seat, compact) ?? t('panel.free')}</span>
            <span class="strip-vp">{totalPoints(s, seat)}</span>
            {/* Cities & Knights: the commodities too, as a 7 counts them. */}
            <span class="strip-cards"><span class="card-back" />{handTotal(s.hands[seat]) + commoditiesIn(s, seat)}</span>
            {gains && <Gains key={feedback!.id} gains={gains} />}
          </li>
        );
      })}
    </ul>
  );
}
