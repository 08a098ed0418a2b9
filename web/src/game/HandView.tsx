// The player's own resource cards, by resource.
import { handTotal, RESOURCES } from '../lib/domain.ts';
import { ResourceIcon } from '../board/ResourceIcon.tsx';
import { t } from '../i18n/index.ts';
import { useGame } from './context.ts';
import { tableOf } from './derived.ts';

export function HandView() {
  const { game } = useGame();
  const s = tableOf(game.state.value);
  const me = game.mySeat.value;
  if (!s || me === null) return null;
  const hand = s.hands[me];
  const total = handTotal(hand);
  return (
    <section class="panel hand" aria-labelledby="hand-h">
      <h2 id="hand-h">{t('hand.title')} <span class="count">{t('hand.total', { n: total })}</span></h2>
      {total === 0 ? <p class="muted">{t('hand.empty')}</p> : (
        <ul class="cards">
          {RESOURCES.map((r) => (
            <li key={r} class={`card card-${r}${hand[r] === 0 ? ' card-none' : ''}`} data-resource={r} data-count={hand[r]}>
              <ResourceIcon resource={r} size={26} />
              <span class="card-name">{t(`res.${r}`)}</span>
              <span class="card-count">{hand[r]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
