// Entry point: mount the app.
import { render } from 'preact';
import { App, loadGamePage } from './app.tsx';
import { lang, setLanguage } from './i18n/index.ts';
import './styles.css';
import './table.css';

// The player's language is fetched before the first paint (English is already here).
void setLanguage(lang.peek()).catch(() => undefined).finally(() => {
  render(<App />, document.getElementById('app')!);
  // Fetch the table once the first page is up (the lobby, or the table itself: then it is cached).
  const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 500));
  idle(() => void loadGamePage().catch(() => undefined));
});
