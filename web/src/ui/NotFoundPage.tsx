// What an unknown address shows: that there is no such page, and the way back to the lobby.
// A chunk of its own: nobody pays for it who does not land here.
import { useLocation } from 'preact-iso';
import { t } from '../i18n/index.ts';

export function NotFoundPage() {
  const { path } = useLocation();
  return (
    <main id="main" class="page not-found" data-not-found="">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text', { path })}</p>
      <p><a class="button primary" href="/">{t('notFound.back')}</a></p>
    </main>
  );
}
