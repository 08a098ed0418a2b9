// The creator of an open game fills a free seat with a bot of the level they choose (never at a rated table).
import { useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { BOT_LEVELS, type BotLevel, type Seat } from '../lib/domain.ts';
import { ratedTable } from '../ui/RatedTag.tsx';
import { useGame } from './context.ts';

export function AddBot({ seat }: { seat: Seat }) {
  const { actions, game } = useGame();
  const [level, setLevel] = useState<BotLevel>('good');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A rated table is for people: the server would refuse the bot.
  if (ratedTable(game.state.value)) return null;
  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      await actions.addBot(seat, level);
    } catch (err) {
      setError(t('lobby.failed', { message: (err as Error).message }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="add-bot" data-add-bot={seat}>
      <label class="sr-only" for={`bot-level-${seat}`}>{t('panel.botLevelFor', { n: seat + 1 })}</label>
      <select id={`bot-level-${seat}`} value={level} onChange={(e) => setLevel((e.currentTarget as HTMLSelectElement).value as BotLevel)}>
        {BOT_LEVELS.map((l) => <option key={l} value={l}>{t(`level.${l}`)}</option>)}
      </select>
      <button type="button" disabled={busy} onClick={() => void add()}>{busy ? t('panel.adding') : t('panel.addBot')}</button>
      {error && <p role="alert" class="error">{error}</p>}
    </div>
  );
}
