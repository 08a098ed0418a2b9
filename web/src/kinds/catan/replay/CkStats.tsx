// Cities & Knights in the review room (ck-stats.ts): each player's commodities by kind, what was
// taken from them, the improvements and progress cards; then the barbarians' attacks, each a
// button that jumps to it, with who defended Catan or whose cities were pillaged.
import { SeatSwatch } from '../../../ui/SeatMark.tsx';
import { t } from '../../../i18n/index.ts';
import { citiesKnights } from '../../../lib/domain.ts';
import type { Attack, CkStats as Stats } from './ck-stats.ts';
import './ck-stats.css';

const list = (seats: readonly number[], names: readonly string[]) => seats.map((seat) => names[seat]).join(', ');

function outcome(a: Attack, names: readonly string[]): string {
  if (!a.won) return a.pillaged.length > 0 ? t('ckStats.lost', { names: list(a.pillaged, names) }) : t('ckStats.lostNone');
  if (a.defenders.length === 0) return t('ckStats.heldNone');
  return a.tied ? t('ckStats.tied', { names: list(a.defenders, names) }) : t('ckStats.defender', { name: names[a.defenders[0]] });
}

export function CkStats({ stats, colours, names, goto }: { stats: Stats; colours: readonly string[]; names: readonly string[]; goto: (position: number) => void }) {
  return (
    <section class="panel stats ck-stats" aria-labelledby="ck-stats-h" data-ck-stats="">
      <h2 id="ck-stats-h">{t('ckStats.title')}</h2>
      <div class="stats-scroll" tabIndex={0} role="region" aria-labelledby="ck-stats-h">
        <table class="stats-table">
          <thead>
            <tr>
              <th scope="col">{t('stats.player')}</th>
              {citiesKnights.COMMODITIES.map((c) => <th key={c} scope="col">{t(`commodity.${c}`)}</th>)}
              <th scope="col">{t('ckStats.lostCol')}</th>
              <th scope="col">{t('ckStats.improvements')}</th>
              <th scope="col">{t('ckStats.cards')}</th>
            </tr>
          </thead>
          <tbody>
            {stats.seats.map((st, seat) => (
              <tr key={seat} data-seat={seat} data-made={st.madeTotal}>
                <th scope="row"><SeatSwatch colour={colours[seat]} /> {names[seat]}</th>
                {citiesKnights.COMMODITIES.map((c) => <td key={c}>{st.made[c]}</td>)}
                <td>{st.lost}</td>
                <td>{st.improvements}</td>
                <td>{st.cardsPlayed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t('ckStats.attacks')}</h3>
      {stats.attacks.length === 0 ? <p>{t('ckStats.noAttack')}</p> : (
        <ol class="ck-attacks">
          {stats.attacks.map((a) => (
            <li key={a.position} data-won={a.won}>
              <button type="button" class="link" onClick={() => goto(a.position + 1)}>{t('ckStats.turn', { n: a.turn })}</button>{' '}
              {t('ckStats.attack', { strength: a.strength, defence: a.defence })} {outcome(a, names)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
