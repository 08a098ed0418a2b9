// The game screen: the board with the prompt and dice, and beside it the players, the hand,
// the moves, trading and the log. Dialogs open over it when the game asks for a choice.
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import type { StreamItem } from '../lib/protocol.ts';
import { ConnectionBadge } from '../ui/ConnectionBadge.tsx';
import { AwayBanner } from './AwayBanner.tsx';
import { BankTrade } from './BankTrade.tsx';
import { BoardView } from './BoardView.tsx';
import { CardDialogs } from './CardDialogs.tsx';
import { useGame } from './context.ts';
import { tableOf } from './derived.ts';
import { DevCards } from './DevCards.tsx';
import { Dice } from './Dice.tsx';
import { DiscardDialog } from './DiscardDialog.tsx';
import { GameLog } from './GameLog.tsx';
import { HandView } from './HandView.tsx';
import { JoinPanel } from './JoinPanel.tsx';
import { Notice } from './Notice.tsx';
import { PlayerPanels } from './PlayerPanels.tsx';
import { Prompt } from './Prompt.tsx';
import { TradePanel } from './TradePanel.tsx';
import { TurnActions } from './TurnActions.tsx';
import { VictimDialog } from './VictimDialog.tsx';

/** The index of the newest record's first event: its log lines are marked as they land. */
function freshFrom(items: readonly StreamItem[], total: number): number {
  const last = items[items.length - 1];
  return last ? total - last.events.length : total;
}

export function GameView() {
  const { connection } = useApp();
  const { game } = useGame();
  const table = tableOf(game.state.value);
  const seated = game.mySeat.value !== null;
  if (game.missing.value) return <main id="main" class="page"><p role="alert">{t('game.notFound')}</p></main>;
  return (
    <main id="main" class="game" data-phase={game.state.value.phase} data-version={game.version.value} data-waiting={game.incoming.value.length}>
      <div class="game-status">
        <h1 class="sr-only">{t('app.title')}</h1>
        <ConnectionBadge connection={connection} pending={game.pending.value.length} />
      </div>
      <AwayBanner />
      <section class="board-area" aria-label={t('board.label')}>
        <div class="prompt-row">
          <Prompt />
          <Dice />
        </div>
        {table ? <BoardView table={table} /> : <p class="loading">{t('game.loading')}</p>}
      </section>
      <aside class="side">
        <Notice />
        <JoinPanel />
        <PlayerPanels />
        {seated && <TurnActions />}
        {seated && <HandView />}
        {seated && <DevCards />}
        <TradePanel />
        {seated && <BankTrade />}
        <GameLog events={game.events.value} state={game.state.value} fresh={freshFrom(game.items.value, game.events.value.length)} />
      </aside>
      {seated && <DiscardDialog />}
      {seated && <VictimDialog />}
      {seated && <CardDialogs />}
    </main>
  );
}
