// The game screen as a table on one screen: the board with the prompt and dice (and, at a 5–6
// player table, a banner for the special building phase or a paired turn); docked under it
// the hand, the moves and the trade bar (a bottom sheet on a phone); the favors (Friends) and the
// helper (Helpers) and Cities & Knights' panel beside the board on a wide screen, in the dock on a phone; beside it the players, the
// building costs and the log or the chat (on a phone, a chat button at the top opens it as a sheet,
// and the building costs are a button in the board's corner). An open trade offer comes up over
// the board; dialogs open over everything when the game asks for a choice.
import { useEffect, useRef } from 'preact/hooks';
import { ErrorBoundary, lazy } from 'preact-iso';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import type { StreamItem } from '../lib/protocol.ts';
import { ConnectionBadge } from '../ui/ConnectionBadge.tsx';
import { Alerts } from './Alerts.tsx';
import { PaceSwitch } from './PaceSwitch.tsx';
import { AwayBanner } from './AwayBanner.tsx';
import { LeftBanner, SeatVote } from './HandOver.tsx';
import { BoardView } from '../kinds/catan/table/BoardView.tsx';
import { CardDialogs } from '../kinds/catan/table/CardDialogs.tsx';
import { ChatButton, LogOrChat, useChat } from './Chat.tsx';
import { useGame } from './context.ts';
import { tableOf } from './derived.ts';
import { awaitedSeats } from '../lib/domain.ts';
import { CostsButton, CostsCard } from '../kinds/catan/table/CostsCard.tsx';
import { DevCards } from '../kinds/catan/table/DevCards.tsx';
import { Dice } from './Dice.tsx';
import { DiscardDialog } from '../kinds/catan/table/DiscardDialog.tsx';
import { EndLoader } from '../kinds/catan/end/EndLoader.tsx';
import { useSheetRise } from '../kinds/catan/table/sheet-rise.ts';
import { tableUi } from '../kinds/catan/table/table-ui.ts';
import { FavorsPanel } from '../kinds/catan/table/friends/FavorsPanel.tsx';
import { FriendsDialogs } from '../kinds/catan/table/friends/FriendsDialogs.tsx';
import { HelperDialogs } from '../kinds/catan/table/helpers/HelperDialogs.tsx';
import { HelperPanel } from '../kinds/catan/table/helpers/HelperPanel.tsx';
import { helpersOf } from '../kinds/catan/table/helpers/helpers.ts';
import { friendsOf } from '../kinds/catan/table/friends/favors.ts';
import { GameLog } from '../kinds/catan/table/GameLog.tsx';
import { HandView } from '../kinds/catan/table/HandView.tsx';
import { JoinPanel } from './JoinPanel.tsx';
import { TABLE_WIDE, useMedia } from './media.ts';
import { StartLoader } from '../lobby/StartLoader.tsx';
import { Notice } from './Notice.tsx';
import { PartBanner } from '../kinds/catan/table/PartBanner.tsx';
import { PlayerPanels, PlayerStrip } from '../kinds/catan/table/PlayerPanels.tsx';
import { Prompt } from '../kinds/catan/table/Prompt.tsx';
import { LiveDice, Supply } from '../kinds/catan/table/TableStats.tsx';
import { TradeBar } from '../kinds/catan/table/TradeBar.tsx';
import { TradePanel } from '../kinds/catan/table/TradePanel.tsx';
import { TurnActions } from '../kinds/catan/table/TurnActions.tsx';
import { VictimDialog } from '../kinds/catan/table/VictimDialog.tsx';
import { SeaDialogs } from '../kinds/catan/table/seafarers/SeaDialogs.tsx';
import { CkPanel } from '../kinds/catan/table/cities-knights/CkPanel.tsx';
import { CkWatch } from '../kinds/catan/table/cities-knights/CkReplay.tsx';
import { AqueductDialog } from '../kinds/catan/table/cities-knights/CkDialogs.tsx';
import { ProgressAnswers } from '../kinds/catan/table/cities-knights/ProgressAnswers.tsx';
import { ProgressPlayDialog } from '../kinds/catan/table/cities-knights/ProgressPlay.tsx';
import { CkFollowUps } from '../kinds/catan/table/cities-knights/CkFollowUps.tsx';
import { ckOf } from '../kinds/catan/table/cities-knights/ck.ts';
import { hasSea } from '../kinds/catan/table/seafarers/sea.ts';
import { FirstGameHint } from '../kinds/catan/hints/FirstGameHint.tsx';
import { useRulesAt } from '../rules/current.ts';
import { RulesLink } from '../rules/RulesLink.tsx';
import { RatedTag, ratedTable } from '../ui/RatedTag.tsx';
import './phone.css';

/** A dice game's table, fetched when a game's frames say it is one (the board game never loads it). */
const DicePage = lazy(() => import('../kinds/dice/DicePage.tsx').then((m) => m.DicePage));

/** The index of the newest record's first event: its log lines are marked as they land. */
function freshFrom(items: readonly StreamItem[], total: number): number {
  const last = items[items.length - 1];
  return last ? total - last.events.length : total;
}

export function GameView() {
  const { game } = useGame();
  // Its own boundary: while the chunk loads, only this page waits.
  return game.kind.value === 'dice' ? <ErrorBoundary><DicePage /></ErrorBoundary> : <BoardGameView />;
}

function BoardGameView() {
  const { connection } = useApp();
  const { game, ui } = useGame();
  const table = tableOf(game.state.value);
  const seated = game.mySeat.value !== null;
  const phase = game.state.value.phase;
  // Once a seated player's game is on (after joining below the board on a phone), the table is in view.
  const playing = seated && (phase === 'setup' || phase === 'playing');
  useEffect(() => {
    if (playing && typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [playing]);
  // The header's How to play opens this game's rules: the base game's, Cities & Knights', or the 5–6 player extension's at its turn rule.
  const big = table !== null && table.players > 4;
  const ck = table !== null && table.modules.includes('cities-knights');
  useRulesAt(big ? 'five-six' : ck ? 'cities-knights' : 'base', big ? (table.modules.includes('paired') ? 'paired' : 'special-building') : undefined);
  const chat = useChat();
  const dock = useRef<HTMLElement>(null);
  const trade = tableUi(game);
  const composing = ui.mode.value !== null || trade.tradeOpen.value || Object.keys(trade.give.value).length + Object.keys(trade.want.value).length > 0;
  useSheetRise(dock, composing, seated && table !== null);
  // A rule module's panels: beside the board when the screen is wide (in view, the board its size), else in the dock.
  const wide = useMedia(TABLE_WIDE);
  const modules = seated && table !== null && (friendsOf(table) !== null || helpersOf(game.state.value) !== null || ckOf(table) !== null);
  // Each panel with its "?" to the module's rules, in its top corner.
  const modulePanels = (
    <>
      <FavorsPanel help={table?.modules.includes('friends') ? <ModuleHelp topic="friends" /> : undefined} />
      <HelperPanel help={table?.modules.includes('helpers') ? <ModuleHelp topic="helpers" /> : undefined} />
      <CkPanel help={table?.modules.includes('cities-knights') ? <ModuleHelp topic="cities-knights" /> : undefined} />
    </>
  );
  if (game.missing.value) {
    return <main id="main" class="page"><p role="alert">{t('game.notFound')}</p><p><a class="button" href="/">{t('notFound.back')}</a></p></main>;
  }
  return (
    <main id="main" class="game table" data-phase={game.state.value.phase} data-version={game.version.value} data-waiting={game.incoming.value.length}>
      <div class="game-status">
        <h1 class="sr-only">{t('app.title')}</h1>
        <ConnectionBadge connection={connection} pending={game.pending.value.length} />
        {seated && <Alerts />}
        {seated && table !== null && table.levels.some((l) => (l ?? null) !== null) && <PaceSwitch />}
        <ChatButton view={chat} />
        {ratedTable(game.state.value) && <RatedTag />}
        <EndLoader />
      </div>
      <div class="table-top">
        <AwayBanner />
        {table && <LeftBanner table={table} />}
        {table && <SeatVote table={table} awaited={awaitedSeats(game.state.value)} />}
        <section class="board-area" aria-label={t('board.label')}>
          <div class="prompt-row">
            <Prompt />
            <Dice />
          </div>
          {seated && <FirstGameHint />}
          <PartBanner />
          {seated && ck && <CkFollowUps />}
          <Notice />
          {phase === 'lobby' && <JoinPanel />}
          <StartLoader />
          <PlayerStrip />
          <div class="board-stage">
            {table ? <BoardView table={table} /> : <p class="loading">{t('game.loading')}</p>}
            {seated && table && <CostsButton friends={friendsOf(table) !== null} ships={hasSea(table)} knights={ck} />}
            {modules && wide && <div class="module-side">{modulePanels}</div>}
            <LiveDice />
            <TradePanel />
          </div>
        </section>
        {seated && table && (
          <section class="dock" ref={dock} aria-label={t('table.dock')}>
            <TurnActions />
            <HandView />
            <DevCards />
            {!wide && modulePanels}
            <TradeBar />
          </section>
        )}
      </div>
      <aside class="side">
        {phase !== 'lobby' && <JoinPanel />}
        <PlayerPanels />
        <CkWatch />
        <Supply />
        {table && <CostsCard friends={friendsOf(table) !== null} ships={hasSea(table)} knights={ck} />}
        <LogOrChat view={chat}>
          <GameLog events={game.events.value} state={game.state.value} fresh={freshFrom(game.items.value, game.events.value.length)} />
        </LogOrChat>
      </aside>
      {seated && <DiscardDialog />}
      {seated && <VictimDialog />}
      {seated && <CardDialogs />}
      {seated && <FriendsDialogs />}
      {seated && <HelperDialogs />}
      {seated && <SeaDialogs />}
      {seated && <AqueductDialog />}
      {seated && <ProgressPlayDialog />}
      {seated && <ProgressAnswers />}
    </main>
  );
}

/** A module's "?" by its panel: its rules, in a new tab. */
function ModuleHelp({ topic }: { topic: 'friends' | 'helpers' | 'cities-knights' }) {
  return <div class="module-help"><RulesLink topic={topic} help newTab about={t(`expansion.${topic}`)} /></div>;
}
