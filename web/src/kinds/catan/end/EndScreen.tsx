// The end of a game, over the table: the winner, every player's points by source, the Victory
// Point cards they had kept hidden, the dice rolled and what the dice gave each player; then the
// replay, a rematch (same table, new board) and the lobby. Loaded only once a game ends.
import { useState } from 'preact/hooks';
import { SeatSwatch } from '../../../ui/SeatMark.tsx';
import { ResourceIcon } from '../../../ui/ResourceIcon.tsx';
import { useGame } from '../../../game/context.ts';
import { nameOf, namesOf } from '../../../game/derived.ts';
import { friendsOf } from '../table/friends/favors.ts';
import { hasHarbormaster } from '../table/harbormaster/harbormaster.ts';
import { ckPointsOf } from '../table/cities-knights/ck.ts';
import { t } from '../../../i18n/index.ts';
import { te } from '../../../end/messages.ts';
import { RESOURCES, seafarers, type InPhase } from '../../../lib/domain.ts';
import { DiceChart } from '../replay/DiceChart.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Rematch } from '../../../end/Rematch.tsx';
import { rematchMessage } from '../../../end/rematch.ts';
import { diceRolls, gainsTotal, pointsBySource, producedBySeat } from './stats.ts';
import './end.css';

type Finished = InPhase<'finished'>;

function PointsTable({ s }: { s: Finished }) {
  const rows = pointsBySource(s);
  // Friends: the Catan chips, a column of their own; Seafarers: the island bonuses.
  const chips = friendsOf(s) !== null;
  const title = hasHarbormaster(s);
  const islands = seafarers.hasSeafarers(s);
  // Cities & Knights: metropolises, Defenders of Catan, the merchant and VP cards; no Largest Army, no development cards.
  const ck = ckPointsOf(s, 0) !== null;
  return (
    <table class="end-points">
      <caption>{te('end.points')}</caption>
      <thead>
        <tr>
          <th scope="col">{te('end.player')}</th>
          <th scope="col">{te('end.settlements')}</th>
          <th scope="col">{te('end.cities')}</th>
          <th scope="col">{te('end.longestRoad')}</th>
          {!ck && <th scope="col">{te('end.largestArmy')}</th>}
          {!ck && <th scope="col">{te('end.vpCards')}</th>}
          {ck && <th scope="col">{t('end.metropolises')}</th>}
          {ck && <th scope="col">{t('end.defenders')}</th>}
          {ck && <th scope="col">{t('end.progress')}</th>}
          {title && <th scope="col">{t('harbormaster.title')}</th>}
          {chips && <th scope="col">{t('favors.chipsColumn')}</th>}
          {islands && <th scope="col">{t('sea.islandsColumn')}</th>}
          <th scope="col">{te('end.total')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.seat} data-seat={r.seat} class={r.seat === s.winner ? 'winner' : undefined}>
            <th scope="row"><Seat s={s} seat={r.seat} />{r.seat === s.winner && <span class="end-crown" aria-hidden="true"> ★</span>}</th>
            <td>{r.settlements}</td>
            <td>{r.cities}</td>
            <td>{r.longestRoad}</td>
            {!ck && <td>{r.largestArmy}</td>}
            {!ck && <td data-vp={r.victoryPointCards}>{r.victoryPointCards}</td>}
            {ck && <CkCells points={ckPointsOf(s, r.seat)!} />}
            {title && <td data-harbormaster={r.harbormaster}>{r.harbormaster}</td>}
            {chips && <td data-chips={r.extra}>{r.extra}</td>}
            {islands && <td data-islands={seafarers.islandPoints(s, r.seat)}>{seafarers.islandPoints(s, r.seat)}</td>}
            <td class="end-total">{r.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CkCells({ points }: { points: NonNullable<ReturnType<typeof ckPointsOf>> }) {
  return (
    <>
      <td data-metropolises={points.metropolises}>{points.metropolises}</td>
      <td data-defenders={points.defenders}>{points.defenders}</td>
      <td data-progress={points.progress}>{points.progress}</td>
    </>
  );
}

function Seat({ s, seat }: { s: Finished; seat: number }) {
  return <><SeatSwatch colour={namesOf(s).colours[seat]} class="end-swatch" />{nameOf(s, seat, t)}</>;
}

function Revealed({ s }: { s: Finished }) {
  const holders = s.devCards.flatMap((d, seat) => (d.victoryPoint > 0 ? [{ seat, n: d.victoryPoint }] : []));
  return (
    <section class="end-revealed" aria-labelledby="end-revealed-h">
      <h3 id="end-revealed-h">{te('end.revealed')}</h3>
      {holders.length === 0 ? <p class="muted">{te('end.noHidden')}</p> : (
        <ul>
          {holders.map((h) => (
            <li key={h.seat} data-seat={h.seat} data-vp-cards={h.n}>
              <span class="end-card" aria-hidden="true">★</span>
              {te('end.cardsOf', { name: nameOf(s, h.seat, t), n: h.n })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Produced({ s, events }: { s: Finished; events: Parameters<typeof producedBySeat>[0] }) {
  const gains = producedBySeat(events, s.players);
  return (
    <table class="end-resources">
      <caption>{te('end.resources')}</caption>
      <thead>
        <tr>
          <th scope="col">{te('end.player')}</th>
          {RESOURCES.map((r) => <th key={r} scope="col"><ResourceIcon resource={r} label={t(`res.${r}`)} size={18} /></th>)}
          <th scope="col">{te('end.gainedTotal')}</th>
        </tr>
      </thead>
      <tbody>
        {gains.map((g, seat) => (
          <tr key={seat}>
            <th scope="row"><Seat s={s} seat={seat} /></th>
            {RESOURCES.map((r) => <td key={r}>{g[r]}</td>)}
            <td class="end-total">{gainsTotal(g)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function EndResults({ s }: { s: Finished }) {
  const { game } = useGame();
  const events = game.events.value;
  return (
    <div class="end-screen" data-winner={s.winner}>
      <p class="end-won">{te('end.won', { name: nameOf(s, s.winner, t), points: s.points })}</p>
      <PointsTable s={s} />
      <Revealed s={s} />
      <div class="end-stats">
        <section aria-label={te('end.dice')}><DiceChart model={{ rolls: diceRolls(events) }} position={Infinity} /></section>
        <Produced s={s} events={events} />
      </div>
      <div class="end-actions">
        <a class="button" href={`/replay/${game.gameId}`}>{te('end.replay')}</a>
        <Rematch message={rematchMessage(s, game.gameId)} />
        <a class="button" href="/">{te('end.lobby')}</a>
      </div>
    </div>
  );
}

/** The results over the table once the game is over; closed, a button opens them again. */
export function EndScreen() {
  const { game } = useGame();
  const [open, setOpen] = useState(true);
  const s = game.state.value;
  if (s.phase !== 'finished') return null;
  if (!open) return <button type="button" class="end-show" onClick={() => setOpen(true)}>{te('end.show')}</button>;
  return (
    <Dialog title={te('end.title')} onClose={() => setOpen(false)} long>
      <EndResults s={s} />
      <button type="button" class="link end-close" onClick={() => setOpen(false)}>{te('end.hide')}</button>
    </Dialog>
  );
}
