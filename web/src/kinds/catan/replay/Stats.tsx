// Each player's statistics at the review's position (stats.ts): what the dice brought against
// what their buildings promised, what the robber, discards and Monopoly took, trades, longest
// road and knights, and the cards each number rolled brought each player. Follows the position,
// so a reviewer sees how the game's economy unfolded.
import { ResourceIcon } from '../../../ui/ResourceIcon.tsx';
import { SeatSwatch } from '../../../ui/SeatMark.tsx';
import { bundleText } from '../../../i18n/describe.ts';
import { t } from '../../../i18n/index.ts';
import { RESOURCES } from '../../../lib/domain.ts';
import { luck, type SeatStats, type Trade } from './stats.ts';

/** The numbers that produce (a 7 never does). */
const NUMBERS = [2, 3, 4, 5, 6, 8, 9, 10, 11, 12];

/** Trades in the game: each domestic one is listed for both sides, a bank trade once. */
const tradeCount = (stats: readonly { trades: readonly Trade[] }[]) =>
  stats.reduce((n, st) => n + st.trades.reduce((k, tr) => k + (tr.with === 'bank' ? 1 : 0.5), 0), 0);

function TradeLine({ trade, names }: { trade: Trade; names: readonly string[] }) {
  const other = trade.with === 'bank' ? t('stats.bank') : names[trade.with];
  return <li>{t('stats.trade', { other, gave: bundleText(trade.gave, t), got: bundleText(trade.got, t) })}</li>;
}

/** Cards lost in all, and to what (only what took some), so that five or six rows stay short. */
function LostCell({ st }: { st: SeatStats }) {
  const ways = ([['stats.lostRobber', st.stolen], ['stats.lostDiscards', st.discarded], ['stats.lostMonopoly', st.monopolized]] as const).filter(([, n]) => n > 0);
  const lost = st.stolen + st.discarded + st.monopolized;
  return (
    <td data-lost={lost} title={t('stats.lostDetail', { robber: st.stolen, discards: st.discarded, monopoly: st.monopolized })}>
      {lost}
      {ways.length > 0 && <span class="stats-types">{ways.map(([key, n]) => <span key={key}>{t(key, { n })}</span>)}</span>}
    </td>
  );
}

/** `stats`: every seat's, at the review's position (statsAt). */
export function Stats({ stats, colours, names }: { stats: readonly SeatStats[]; colours: readonly string[]; names: readonly string[] }) {
  return (
    <section class="panel stats" aria-labelledby="stats-h">
      <h2 id="stats-h">{t('stats.title')}</h2>
      {/* Scrolls sideways when it is wider than its column: a region the keyboard can reach and scroll. */}
      <div class="stats-scroll" tabIndex={0} role="region" aria-labelledby="stats-h">
        <table class="stats-table">
          <thead>
            <tr>
              <th scope="col">{t('stats.player')}</th>
              <th scope="col">{t('stats.received')}</th>
              <th scope="col">{t('stats.luck')}</th>
              <th scope="col">{t('stats.lost')}</th>
              <th scope="col">{t('stats.road')}</th>
              <th scope="col">{t('stats.knights')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.map((st, seat) => {
              const l = luck(st);
              return (
                <tr key={seat} data-seat={seat}>
                  <th scope="row"><SeatSwatch colour={colours[seat]} /> {names[seat]}</th>
                  <td data-received={st.receivedTotal}>
                    {st.receivedTotal}
                    <span class="stats-types">
                      {RESOURCES.filter((r) => st.received[r] > 0).map((r) => (
                        <span key={r} title={t(`count.${r}`, { n: st.received[r] })}><ResourceIcon resource={r} size={14} />{st.received[r]}</span>
                      ))}
                    </span>
                  </td>
                  <td data-luck={l ?? ''} title={t('stats.expected', { n: st.expected.toFixed(1) })}>{l === null ? '–' : `${l} %`}</td>
                  <LostCell st={st} />
                  <td>{st.longestRoad}</td>
                  <td>{st.knights}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <details class="stats-numbers">
        <summary>{t('stats.byNumber')}</summary>
        <div class="stats-scroll" tabIndex={0} role="region" aria-label={t('stats.byNumber')}>
          <table class="stats-table">
            <thead>
              <tr><th scope="col">{t('stats.player')}</th>{NUMBERS.map((n) => <th key={n} scope="col">{n}</th>)}</tr>
            </thead>
            <tbody>
              {stats.map((st, seat) => (
                <tr key={seat} data-seat={seat}>
                  <th scope="row"><SeatSwatch colour={colours[seat]} /> {names[seat]}</th>
                  {NUMBERS.map((n) => <td key={n} data-number={n} class={st.byNumber[n] ? undefined : 'muted'}>{st.byNumber[n]}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <details class="stats-trades">
        <summary>{t('stats.trades', { n: tradeCount(stats) })}</summary>
        {stats.map((st, seat) => st.trades.length > 0 && (
          <div key={seat}>
            <h3><SeatSwatch colour={colours[seat]} /> {names[seat]}</h3>
            <ul>{st.trades.map((tr, i) => <TradeLine key={i} trade={tr} names={names} />)}</ul>
          </div>
        ))}
      </details>
    </section>
  );
}
