// The route /game/:id for a dice game: the shell's session (stream, commands, chat, connection)
// around the dice game's table. A visitor may take a free seat; a player a bot plays for while
// they were away takes it back; a finished game links to its replay.
import type { DiceEvent } from '../../../../domain/dice/events.ts';
import { awaitedSeats, legalCommands } from '../../../../domain/dice/legal.ts';
import type { DiceState } from '../../../../domain/dice/state.ts';
import { useApp } from '../../app-context.ts';
import { Rematch } from '../../end/Rematch.tsx';
import { diceRematchMessage } from '../../end/rematch.ts';
import { AddBot } from '../../game/AddBot.tsx';
import { Alerts } from '../../game/Alerts.tsx';
import { AwayBanner } from '../../game/AwayBanner.tsx';
import { LeaveButton, LeftBanner, SeatVote } from '../../game/HandOver.tsx';
import { ChatButton, LogOrChat, useChat } from '../../game/Chat.tsx';
import { useGame } from '../../game/context.ts';
import { ShareLink, useJoin } from '../../game/JoinPanel.tsx';
import { t } from '../../i18n/index.ts';
import type { SeatCommand } from '../../lib/protocol.ts';
import { loadHostKey } from '../../state/seats.ts';
import { ConnectionBadge } from '../../ui/ConnectionBadge.tsx';
import { RatedTag, ratedTable } from '../../ui/RatedTag.tsx';
import { useRulesAt } from '../../rules/current.ts';
import { DiceLog } from './DiceLog.tsx';
import { DiceTable } from './DiceTable.tsx';
import type { DiceClientCommand } from './commands.ts';
import './page.css';

/** A visitor takes a free seat of a game not yet started; everyone sees the link to share. */
function DiceJoin({ state }: { state: DiceState }) {
  const { game } = useGame();
  const { name, setName, error, joining, join } = useJoin();
  if (state.phase === 'none') return null;
  const seated = game.mySeat.value !== null;
  if (state.phase === 'finished') {
    return (
      <p class="dg-replay">
        <a class="button" href={`/replay/${game.gameId}`}>{t('game.toReplay')}</a>
        <Rematch message={diceRematchMessage(state, game.gameId)} />
      </p>
    );
  }
  if (state.phase !== 'lobby') return seated ? null : <p class="muted" data-watching="">{t('game.watching')}</p>;
  const free = state.names.some((n) => n === null);
  return (
    <section class="panel join" aria-label={t('game.joinTitle')}>
      <ShareLink gameId={game.gameId} />
      {!seated && free && (
        <form class="join-form" onSubmit={(e) => {
          e.preventDefault();
          void join();
        }}>
          <h2>{t('game.joinTitle')}</h2>
          <label for="join-name">{t('lobby.yourName')}</label>
          <input id="join-name" name="name" required maxLength={40} value={name} autoComplete="nickname"
            onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
          <button type="submit" class="primary" disabled={joining || name.trim() === ''}>{t('game.joinButton')}</button>
          {error && <p role="alert" class="error">{error}</p>}
        </form>
      )}
      {!seated && <p class="muted" data-watching="">{t('game.watching')}</p>}
    </section>
  );
}

export function DicePage() {
  const { connection, store } = useApp();
  const { game, actions } = useGame();
  useRulesAt('dice');
  const chat = useChat();
  const state = game.dice.value;
  if (game.missing.value) return <main id="main" class="page"><p role="alert">{t('game.notFound')}</p></main>;
  if (!state) return <main id="main" class="page"><p class="loading">{t('game.loading')}</p></main>;
  const me = game.mySeat.value;
  const legal = me !== null && state.phase === 'playing' && !state.away[me] ? legalCommands(state, me) : [];
  const send = (command: DiceClientCommand) => actions.command(command as SeatCommand);
  const events = game.items.value.flatMap((i) => i.events) as unknown as DiceEvent[];
  // The game's creator (who holds its createId) may fill a free seat with a bot while it waits.
  const host = state.phase === 'lobby' && loadHostKey(store, game.gameId) !== null;
  return (
    <main id="main" class="game dice-game" data-kind="dice" data-phase={state.phase} data-version={game.version.value}
      data-waiting={game.incoming.value.length}>
      <div class="game-status">
        <h1 class="sr-only">{t('app.title')}</h1>
        <ConnectionBadge connection={connection} pending={game.pending.value.length} />
        {me !== null && <Alerts />}
        <ChatButton view={chat} />
        {ratedTable(state) && <RatedTag />}
        {state.phase === 'playing' && <LeaveButton table={state} />}
      </div>
      <AwayBanner />
      {state.phase === 'playing' && <LeftBanner table={state} />}
      {state.phase === 'playing' && <SeatVote table={state} awaited={awaitedSeats(state)} />}
      <div class="dg-page">
        <div class="dg-area">
          <DiceTable state={state} mySeat={me} legal={legal} send={send} busy={game.pending.value.length > 0}
            free={host ? (seat) => <AddBot seat={seat} /> : undefined} />
        </div>
        <aside class="side">
          <DiceJoin state={state} />
          <LogOrChat view={chat}>
            <DiceLog events={events} state={state} />
          </LogOrChat>
        </aside>
      </div>
    </main>
  );
}
