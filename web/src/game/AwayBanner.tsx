// When this player's time ran out, a bot plays their seat: a clear banner says so, and "I'm back"
// takes the seat back (any move of theirs does too, and so does reopening the game). When every
// person at the table is away, nobody plays (the server's bots play only while a person is
// present): the table is paused, and says so to its players and its spectators alike. Back at
// the table, the player is told what the bot did for them, until they dismiss it or end a turn.
import { useState } from 'preact/hooks';
import { lang, PLURAL_LOCALES, t, type MessageKey } from '../i18n/index.ts';
import { awaySummary, type AwaySummary } from './away-summary.ts';
import { useGame } from './context.ts';

interface AwayTable {
  readonly phase: string;
  readonly names: readonly (string | null)[];
  readonly levels: readonly (unknown | null)[];
  readonly away: readonly boolean[];
}

/** Is every person's seat played by a bot while its player is away (so the game waits)? */
export function everyoneAway(s: AwayTable): boolean {
  if (s.phase !== 'setup' && s.phase !== 'playing') return false;
  const people = s.names.flatMap((name, seat) => (name !== null && (s.levels[seat] ?? null) === null ? [seat] : []));
  return people.length > 0 && people.every((seat) => s.away[seat] === true);
}

export function AwayBanner() {
  const { game, actions } = useGame();
  // The board game's state, or the dice game's (both mark a seat a bot plays while its player is away).
  const s = game.dice.value ?? game.state.value;
  const me = game.mySeat.value;
  if (s.phase !== 'setup' && s.phase !== 'playing') return null;
  const paused = everyoneAway(s);
  const away = me !== null && s.away[me] === true;
  if (!paused && !away) return me === null ? null : <WhileAway seat={me} />;
  const returning = game.pending.value.some((p) => p.command.type === 'ReturnToSeat');
  return (
    <div class={paused ? 'away-banner away-paused' : 'away-banner'} role="status" data-away="" data-paused={paused ? '' : undefined}>
      <div>
        <p class="away-title">{t(paused ? 'away.paused' : 'away.banner')}</p>
        <p class="away-detail">{t(paused ? (away ? 'away.pausedYou' : 'away.pausedDetail') : 'away.detail')}</p>
      </div>
      {away && (
        <button type="button" class="primary" disabled={returning} onClick={() => actions.command({ type: 'ReturnToSeat' })}>
          {returning ? t('away.returning') : t('away.back')}
        </button>
      )}
    </div>
  );
}

/** "2 roads, a settlement and 3 trades", in the reader's language. */
function deedsText(summary: AwaySummary): string {
  const items = summary.done.map(([deed, n]) => t(`away.did.${deed}` as MessageKey, { n }));
  return new Intl.ListFormat(PLURAL_LOCALES[lang.value], { style: 'long', type: 'conjunction' }).format(items);
}

/** What the bot did while this player was away, shown once they are back. */
function WhileAway({ seat }: { seat: number }) {
  const { game } = useGame();
  const [dismissed, setDismissed] = useState<number | null>(null);
  const summary = awaySummary(game.events.value, seat);
  // A bot that held the seat without a turn to play did nothing worth telling.
  if (summary === null || summary.at === dismissed || (summary.turns === 0 && summary.done.length === 0)) return null;
  return (
    <div class="away-summary" role="status" data-away-summary="">
      <div>
        <p class="away-title">{t('away.summaryTitle')}</p>
        <p class="away-detail">{t('away.summaryTurns', { n: summary.turns })}</p>
        {summary.done.length > 0 && <p class="away-detail">{t('away.summaryDid', { list: deedsText(summary) })}</p>}
      </div>
      <button type="button" onClick={() => setDismissed(summary.at)}>{t('away.summaryDismiss')}</button>
    </div>
  );
}
