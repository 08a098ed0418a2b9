// Entry point: mount the app.
import { render } from 'preact';
import { App } from './app.tsx';
import { lang, setLanguage } from './i18n/index.ts';
import './styles.css';

// The player's language is fetched before the first paint (English is already here).
void setLanguage(lang.peek()).catch(() => undefined).finally(() => render(<App />, document.getElementById('app')!));
