// The application shell: one socket for every page, the header (title, language), and routing:
// / (lobby), /game/:id (play or watch), /replay/:id (replay room), /review (a game from its notation),
// /rules and /rules/:topic (how to play), /player/:id (a player's page), /leaderboard (?family=dice).
import { useEffect, useMemo } from 'preact/hooks';
import { ErrorBoundary, LocationProvider, Route, Router, lazy } from 'preact-iso';
import { AccountMenu } from './account/AccountMenu.tsx';
import { InvitationBar } from './account/InvitationBar.tsx';
import { AppContext, type AppServices } from './app-context.ts';
import { loadConfig } from './config.ts';
import { lang, t } from './i18n/index.ts';
import { LobbyPage } from './lobby/LobbyPage.tsx';
import { createConnection } from './net/connection.ts';
import { browserStore } from './state/seats.ts';
import { HeaderRulesLink } from './rules/RulesLink.tsx';
import { LanguageSwitch } from './ui/LanguageSwitch.tsx';

// The table is a chunk of its own: the lobby paints without it, and it is fetched as soon as the
// browser is idle (main.tsx), so opening a game rarely waits for it.
export const loadGamePage = () => import('./game/GamePage.tsx');
const GamePage = lazy(() => loadGamePage().then((m) => m.GamePage));
const ReplayPage = lazy(() => import('./replay/ReplayPage.tsx').then((m) => m.ReplayPage));
const ReviewPage = lazy(() => import('./replay/ReviewPage.tsx').then((m) => m.ReviewPage));
const RulesPage = lazy(() => import('./rules/RulesPage.tsx').then((m) => m.RulesPage));
const PlayerPage = lazy(() => import('./account/PlayerPage.tsx').then((m) => m.PlayerPage));
const FriendsPage = lazy(() => import('./account/FriendsPage.tsx').then((m) => m.FriendsPage));
const LeaderboardPage = lazy(() => import('./account/LeaderboardPage.tsx').then((m) => m.LeaderboardPage));
const NotFound = lazy(() => import('./ui/NotFoundPage.tsx').then((m) => m.NotFoundPage));


export function App({ services }: { services?: AppServices }) {
  const app = useMemo(() => services ?? {
    connection: createConnection({ url: async () => (await loadConfig()).wsUrl, events: window }),
    store: browserStore(),
  }, [services]);
  useEffect(() => {
    document.documentElement.lang = lang.value;
  }, [lang.value]);
  return (
    <AppContext.Provider value={app}>
      <LocationProvider>
        <a class="skip" href="#main">{t('app.skip')}</a>
        <header class="top">
          <a class="brand" href="/"><span class="logo" aria-hidden="true">⬢</span> {t('app.title')}</a>
          <span class="tagline">{t('app.tagline')}</span>
          <HeaderRulesLink />
          <LanguageSwitch />
          <AccountMenu />
        </header>
        <InvitationBar />
        <ErrorBoundary>
          <Router>
            <Route path="/" component={LobbyPage} />
            <Route path="/game/:id" component={GamePage} />
            <Route path="/replay/:id" component={ReplayPage} />
            <Route path="/review" component={ReviewPage} />
            <Route path="/rules" component={RulesPage} />
            <Route path="/rules/:topic" component={RulesPage} />
            <Route path="/player/:id" component={PlayerPage} />
            <Route path="/friends" component={FriendsPage} />
            <Route path="/leaderboard" component={LeaderboardPage} />
            <Route default component={NotFound} />
          </Router>
        </ErrorBoundary>
      </LocationProvider>
    </AppContext.Provider>
  );
}
