// For a visitor without a seat: take a free seat with a name, or keep watching. For everyone
// while seats are open: the link to share. When the game is over: the way to its replay.
import { useState } from 'preact/hooks';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import { lastName } from '../state/seats.ts';
import { useGame } from './context.ts';
import { nameOf } from './derived.ts';

export function ShareLink({ gameId }: { gameId: string }) {
  const [copied, setCopied] = useState(false);
  const url = `${location.origin}/game/${gameId}`;
  return (
    <div class="share">
      <label for="share-url">{t('game.share')}</label>
      <div class="share-row">
        <input id="share-url" readOnly value={url} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        <button type="button" onClick={() => {
          void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false));
        }}>{copied ? t('game.copied') : t('game.copy')}</button>
      </div>
    </div>
  );
}

/** A join form's state: the name (the last one used), joining, the error; `join` takes a seat. */
export function useJoin() {
  const { store } = useApp();
  const { actions } = useGame();
  const [name, setName] = useState(() => lastName(store));
  const [error, setError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const join = async (seat?: number, ready?: boolean) => {
    setJoining(true);
    setError(null);
    try {
      await actions.join(name.trim(), seat, ready);
    } catch (err) {
      setError(t('lobby.failed', { message: (err as Error).message }));
    } finally {
      setJoining(false);
    }
  };
  return { name, setName, error, joining, join };
}

export function JoinPanel() {
  const { game } = useGame();
  const { name, setName, error, joining, join: joinAt } = useJoin();
  const [seat, setSeat] = useState<string>('');
  const s = game.state.value;
  if (s.phase === 'none') return null;
  const seated = game.mySeat.value !== null;
  if (s.phase === 'finished') {
    return (
      <section class="panel finished" aria-label={t('phase.finished')}>
        <p class="won">{t('game.won', { name: nameOf(s, s.winner, t), points: s.points })}</p>
        <a class="button primary" href={`/replay/${game.gameId}`}>{t('game.toReplay')}</a>
      </section>
    );
  }
  if (seated && s.phase !== 'lobby') return null;
  const free = s.names.flatMap((n, i) => (n === null ? [i] : []));
  const join = (e: Event) => {
    e.preventDefault();
    void joinAt(seat === '' ? undefined : Number(seat), false);
  };
  return (
    <section class="panel join" aria-label={t('game.joinTitle')}>
      {s.phase === 'lobby' && <ShareLink gameId={game.gameId} />}
      {!seated && s.phase === 'lobby' && free.length > 0 && (
        <form class="join-form" onSubmit={join}>
          <h2>{t('game.joinTitle')}</h2>
          <label for="join-name">{t('lobby.yourName')}</label>
          <input id="join-name" name="name" required maxLength={40} value={name} autoComplete="nickname"
            onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
          <label for="join-seat">{t('game.seat', { n: '' }).trim()}</label>
          <select id="join-seat" value={seat} onChange={(e) => setSeat((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">{t('game.anySeat')}</option>
            {free.map((i) => <option key={i} value={String(i)}>{t('game.seat', { n: i + 1 })}</option>)}
          </select>
          <button type="submit" class="primary" disabled={joining || name.trim() === ''}>{t('game.joinButton')}</button>
          {error && <p role="alert" class="error">{error}</p>}
        </form>
      )}
      {!seated && <p class="muted" data-watching="">{t('game.watching')}</p>}
    </section>
  );
}
