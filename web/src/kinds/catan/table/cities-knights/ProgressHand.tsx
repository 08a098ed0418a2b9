// The player's progress cards (Cities & Knights), under the hand, one row of chips so the board
// keeps its room: each in its deck's colour with its name (its text unfolds from it), a Play button when the domain lists a play of it now (a card that names
// nothing is played at once; one that names a hex, a player, a card... opens its dialog), a
// Discard button over the hand limit; the victory point cards laid out, as played.
import { signal, type Signal } from '@preact/signals';
import { t } from '../../../../i18n/index.ts';
import { toClientCommand } from '../../../../lib/protocol.ts';
import { useGame } from '../../../../game/context.ts';
import type { GameState } from '../../../../state/game-state.ts';
import { askOf, handCards, laidOut, progressState, type HandCard, type ProgressCard } from './progress.ts';
import './progress.css';

const playing = new WeakMap<GameState, Signal<ProgressCard | null>>();

/** The card whose play's dialog is open in this tab, per game. */
export function playingCard(game: GameState): Signal<ProgressCard | null> {
  let s = playing.get(game);
  if (!s) playing.set(game, (s = signal<ProgressCard | null>(null)));
  return s;
}

/** A card as a chip: its deck's colour, its name (its text unfolds from it), Play and Discard where legal. */
function CardLine({ c, busy, onPlay, onDiscard }: { c: HandCard; busy: boolean; onPlay: () => void; onDiscard: () => void }) {
  const name = t(`progress.${c.card}`);
  return (
    <li class={`pc pc-${c.track}`} data-progress={c.card} data-track={c.track}>
      <details class="pc-about">
        <summary><span class="pc-name">{name}</span><span class="sr-only">, {t(`track.${c.track}`)}</span></summary>
        <span class="pc-text">{t(`pcText.${c.card}`)}</span>
      </details>
      {c.plays.length > 0 && (
        <button type="button" class="small" disabled={busy} data-play-progress={c.card} onClick={onPlay}>
          {t('pc.play')} <span class="sr-only">{name}</span>
        </button>
      )}
      {c.discard && (
        <button type="button" class="small" disabled={busy} data-discard-progress={c.card} onClick={onDiscard}>
          {t('pc.discard')} <span class="sr-only">{name}</span>
        </button>
      )}
    </li>
  );
}

export function ProgressHand() {
  const { game, actions } = useGame();
  const s = game.state.value;
  const me = game.mySeat.value;
  if (me === null || progressState(s) === null) return null;
  const cards = handCards(s, me, game.legal.value);
  // By name from the draws this tab holds; any laid out before them (a catch-up from a snapshot) counted.
  const named = laidOut(game.events.value, me).map((card) => t(`progress.${card}`));
  const shown = progressState(s)!.shown[me] ?? 0;
  const laid = [...named, ...Array.from({ length: Math.max(0, shown - named.length) }, () => t('pc.vpCard'))];
  const busy = game.pending.value.length > 0;
  const play = (c: HandCard) => {
    if (askOf(c.plays) === 'none') actions.command(toClientCommand(c.plays[0]));
    else playingCard(game).value = c.card;
  };
  return (
    <section class="pc-hand" aria-labelledby="pc-h" data-progress-hand={cards.length}>
      <h3 id="pc-h" class="sr-only">{t('pc.title')}: {t('pc.count', { n: cards.length })}</h3>
      {cards.length > 0 && (
        <ul class="pc-list" aria-labelledby="pc-h">
          {cards.map((c, i) => <CardLine key={`${c.card}-${i}`} c={c} busy={busy} onPlay={() => play(c)} onDiscard={() => c.discard && actions.command(toClientCommand(c.discard))} />)}
        </ul>
      )}
      {laid.length > 0 && (
        <p class="pc-laid" data-laid={laid.length}>
          {t('pc.laid')}: {laid.map((name) => `${name} (${t('pc.point')})`).join(', ')}
        </p>
      )}
    </section>
  );
}
