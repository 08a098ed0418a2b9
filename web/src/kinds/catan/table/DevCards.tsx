// The player's development cards (victory point cards are seen by their owner only), each with
// a Play button when the domain says it may be played now.
import { DEV_CARDS, type Command, type DevCard } from '../../../lib/domain.ts';
import { t } from '../../../i18n/index.ts';
import { toClientCommand } from '../../../lib/protocol.ts';
import { useGame } from '../../../game/context.ts';
import { tableOf } from '../../../game/derived.ts';
import { turnPartOf } from './turn-part.ts';

const PLAY: Partial<Record<DevCard, Command['type']>> = {
  knight: 'PlayKnight', roadBuilding: 'PlayRoadBuilding', yearOfPlenty: 'PlayYearOfPlenty', monopoly: 'PlayMonopoly',
};

export function DevCards() {
  const { game, actions, ui } = useGame();
  const s = tableOf(game.state.value);
  const me = game.mySeat.value;
  if (!s || me === null) return null;
  const cards = s.devCards[me];
  const held = DEV_CARDS.filter((c) => cards[c] > 0);
  const bought = s.phase === 'playing' && s.turn.seat === me ? s.turn.bought : null;
  const busy = game.pending.value.length > 0;
  if (held.length === 0) return null;
  // No card is played in the special building phase (RULES.md §2.5), whatever the hand holds.
  const building = turnPartOf(s).kind === 'special-building';
  const play = (card: DevCard) => {
    if (card === 'yearOfPlenty' || card === 'monopoly') {
      ui.dialog.value = card;
      return;
    }
    const command = game.legal.value.find((c) => c.type === PLAY[card]);
    if (command) actions.command(toClientCommand(command));
  };
  return (
    <section class="panel devcards" aria-labelledby="dev-h">
      <h2 id="dev-h">{t('dev.title')}</h2>
      {building && <p class="muted dev-note" data-no-play="">{t('dev.noPlay')}</p>}
      {(
        <ul class="dev-list">
          {held.map((card) => {
            const playable = !building && PLAY[card] && game.legal.value.some((c) => c.type === PLAY[card]);
            return (
              <li key={card} class="dev" data-card={card}>
                <span class="dev-name">{t(`dev.${card}`)}</span>
                <span class="dev-count">×{cards[card]}</span>
                {bought && bought[card] > 0 && <span class="tag">{t('dev.new')}</span>}
                {PLAY[card] && (
                  <button type="button" disabled={!playable || busy} onClick={() => play(card)}>
                    {t('dev.play')} <span class="sr-only">{t(`dev.${card}`)}</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
