// New game: 3 or 4 players, beginner or variable board, and the creator's name.
import { useState } from 'preact/hooks';
import { useLocation } from 'preact-iso';
import { useApp } from '../app-context.ts';
import { t } from '../i18n/index.ts';
import type { createLobbyActions, LobbyState } from '../state/lobby.ts';
import { lastName } from '../state/seats.ts';

export function CreateGameForm({ lobby, actions }: { lobby: LobbyState; actions: ReturnType<typeof createLobbyActions> }) {
  const { store } = useApp();
  const { route } = useLocation();
  const [players, setPlayers] = useState<3 | 4>(4);
  const [board, setBoard] = useState<'beginner' | 'variable'>('beginner');
  const [name, setName] = useState(() => lastName(store));
  const submit = async (e: Event) => {
    e.preventDefault();
    try {
      route(`/game/${await actions.create(players, board, name.trim())}`);
    } catch {
      /* shown from lobby.error */
    }
  };
  return (
    <section class="panel create" aria-labelledby="create-h">
      <h2 id="create-h">{t('lobby.create')}</h2>
      <form onSubmit={submit}>
        <fieldset class="radios">
          <legend>{t('lobby.players')}</legend>
          {([3, 4] as const).map((n) => (
            <label key={n}><input type="radio" name="players" value={n} checked={players === n} onChange={() => setPlayers(n)} /> {n}</label>
          ))}
        </fieldset>
        <fieldset class="radios">
          <legend>{t('lobby.board')}</legend>
          {(['beginner', 'variable'] as const).map((b) => (
            <label key={b}><input type="radio" name="board" value={b} checked={board === b} onChange={() => setBoard(b)} /> {t(`board.${b}`)}</label>
          ))}
        </fieldset>
        <label for="create-name">{t('lobby.yourName')}</label>
        <input id="create-name" name="name" required maxLength={40} autoComplete="nickname" value={name}
          onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
        <button type="submit" class="primary" disabled={lobby.busy.value || name.trim() === ''}>
          {lobby.busy.value ? t('lobby.creating') : t('lobby.createButton')}
        </button>
        {lobby.error.value && <p role="alert" class="error">{t('lobby.failed', { message: lobby.error.value })}</p>}
      </form>
    </section>
  );
}
