// The header's account menu: create an account or sign in with a passkey (no password, no
// e-mail), add another passkey, sign out, delete the account. Playing never needs it.
import { useSignal } from '@preact/signals';
import { useEffect } from 'preact/hooks';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { RequestError } from '../net/request.ts';
import { account, addPasskey, deleteAccount, passkeyHost, signIn, signOut, signUp, startAccount } from './session.ts';
import './account.css';

/** A refusal's text: the server's message, or the browser's (a cancelled or timed-out prompt). */
function problem(error: unknown): string {
  if (error instanceof RequestError) return error.message;
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError' ? t('account.cancelled') : t('account.failed');
}

export function AccountMenu() {
  const app = useApp();
  const busy = useSignal(false);
  const error = useSignal('');
  const name = useSignal('');
  const confirmDelete = useSignal(false);
  useEffect(() => startAccount(app), [app]);

  const run = (action: () => Promise<void>) => async (event?: Event) => {
    event?.preventDefault();
    busy.value = true;
    error.value = '';
    try {
      await action();
      confirmDelete.value = false;
    } catch (failure) {
      error.value = problem(failure);
    } finally {
      busy.value = false;
    }
  };

  const me = account.value;
  const host = passkeyHost(location);
  return (
    <details class="account">
      <summary>
        <svg class="account-icon" viewBox="0 0 16 16" aria-hidden="true"><circle cx="8" cy="5" r="3" /><path d="M2 15c0-3.3 2.7-6 6-6s6 2.7 6 6z" /></svg>
        <span class="account-label">{me ? me.name : t('account.signIn')}</span>
      </summary>
      <div class="account-panel">
        {host === 'ip' && (
          <p class="account-note">
            {t('account.useLocalhost')}{' '}
            <a href={`${location.protocol}//localhost${location.port ? `:${location.port}` : ''}${location.pathname}`}>localhost</a>
          </p>
        )}
        {host === 'unsupported' && <p class="account-note">{t('account.unsupported')}</p>}
        {me ? (
          <>
            <p>{t('account.signedInAs', { name: me.name })}</p>
            <p class="account-note">{t('account.passkeys', { n: me.passkeys })} · {t('account.seats', { n: me.seats.length })}</p>
            <a href={`/player/${me.accountId}`} data-player-link="">{t('player.myPage')}</a>
            <a href="/friends" data-friends-link="">{t('follows.menu')}</a>
            <button type="button" disabled={busy.value} onClick={run(() => addPasskey(app))}>{t('account.addPasskey')}</button>
            <button type="button" disabled={busy.value} onClick={run(() => signOut(app))}>{t('account.signOut')}</button>
            {confirmDelete.value ? (
              <div class="account-confirm">
                <p>{t('account.deleteDetail')}</p>
                <button type="button" class="danger" disabled={busy.value} onClick={run(() => deleteAccount(app))}>{t('account.deleteConfirm')}</button>
                <button type="button" onClick={() => (confirmDelete.value = false)}>{t('account.keep')}</button>
              </div>
            ) : (
              <button type="button" class="danger" disabled={busy.value} onClick={() => (confirmDelete.value = true)}>{t('account.delete')}</button>
            )}
          </>
        ) : (
          <>
            <p class="account-note">{t('account.optional')}</p>
            <button type="button" disabled={busy.value || host !== 'ok'} onClick={run(() => signIn(app))}>{t('account.signInPasskey')}</button>
            <form onSubmit={run(() => signUp(app, name.value.trim()))}>
              <label>
                {t('account.name')}
                <input value={name.value} maxLength={40} required autoComplete="nickname" onInput={(e) => (name.value = e.currentTarget.value)} />
              </label>
              <button type="submit" disabled={busy.value || host !== 'ok' || !name.value.trim()}>{t('account.create')}</button>
            </form>
          </>
        )}
        {error.value && <p class="account-error" role="alert">{error.value}</p>}
      </div>
    </details>
  );
}
