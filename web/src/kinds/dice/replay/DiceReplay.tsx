// The dice game's replay room, for a game from the server (/replay/:id) or from its notation
// (/review): the table at the position (read-only), the controls, the log up to the position,
// the table chat (a game from the server), the score chart, the notation, and at the end the
// summary. Loaded only for a dice game.
import { useEffect, useMemo } from 'preact/hooks';
import type { DiceEvent } from '../../../../../domain/dice/events.ts';
import { format } from '../../../../../domain/dice/notation.ts';
import type { Face } from '../../../../../domain/dice/types.ts';
import { DICE_VERIFY } from '../../../../../domain/dice/verify.ts';
import { ChatReplay } from '../../../game/ChatReplay.tsx';
import { t } from '../../../i18n/index.ts';
import type { StreamItem } from '../../../lib/protocol.ts';
import type { Chat } from '../../../state/chat.ts';
import { createCursor, type Cursor } from '../../../replay/cursor.ts';
import { Fairness } from '../../../replay/Fairness.tsx';
import { NotationButtons } from '../../../replay/Notation.tsx';
import { StepControls } from '../../../replay/ReplayControls.tsx';
import { swipeHandlers } from '../../../replay/swipe.ts';
import { useReplayKeys } from '../../../replay/useReplayKeys.ts';
import { useUrlPosition } from '../../../replay/useUrlPosition.ts';
import { DiceTable } from '../DiceTable.tsx';
import { faceWord, SEAT_COLOURS, seatName } from '../words.ts';
import { buildDiceReplay, diceWalk, stepFromQuery, type DiceReplayModel } from './model.ts';
import { ScoreChart } from './ScoreChart.tsx';
import { StepLog } from './StepLog.tsx';
import { Summary } from './Summary.tsx';
import '../page.css';
import './replay.css';

const noCommands = () => {};
const faceLabel = (face: string) => faceWord(face as Face, t);
type DiceItem = { readonly version: number; readonly events: readonly DiceEvent[] };

/**
 * Where the position is, in words, as the table counts: on the standard side the seat's own turn
 * (its box of the score track), on the Plus side the game turn; and whose turn it is.
 */
function whereWords(model: DiceReplayModel, p: number): string {
  const s = model.states[p];
  if (s.phase === 'finished') return t('phase.finished');
  if (s.phase !== 'playing') return t('replay.setup');
  const { turns } = s.sheet;
  const turn = turns === null ? t('replay.turn', { n: s.turn.number + 1 }) : t('dg.turn', { n: s.sheets[s.turn.seat].track.length + 1, max: turns });
  return `${turn} · ${seatName(s, s.turn.seat, t)}`;
}

/** The table chat of a game from the server, and its records (their times place each line). */
export interface ReplayChat {
  readonly chat: Chat;
  readonly items: readonly StreamItem[];
}

export function DiceRoom({ model, cursor, name, chat }: { model: DiceReplayModel; cursor: Cursor; name: string; chat?: ReplayChat }) {
  const p = cursor.position.value;
  const s = model.states[p];
  const final = model.states[model.end];
  const swipe = useMemo(() => swipeHandlers(cursor), [cursor]);
  const names = final.phase === 'none' ? [] : final.names.map((_, seat) => seatName(final, seat, t));
  return (
    <div class="dg-page dgr-room">
      <div class="dg-area" {...swipe}>
        <div class="prompt-row">
          <StepControls cursor={cursor} words={{
            where: whereWords(model, p), at: t('dgr.position', { n: p, total: model.end }),
            prev: t('dgr.prev'), next: t('dgr.next'), keys: t('dgr.keys'), swipe: t('dgr.swipe'),
          }} />
        </div>
        <DiceTable state={s} mySeat={null} legal={[]} send={noCommands} />
      </div>
      <aside class="side">
        {p === model.end && final.phase === 'finished' && <Summary state={final} />}
        <StepLog model={model} position={p} />
        {chat && <ChatReplay chat={chat.chat} items={chat.items} position={model.ends[p]} colours={SEAT_COLOURS} />}
        <ScoreChart model={model} names={names} position={p} />
        <Fairness items={(chat?.items ?? null) as unknown as readonly DiceItem[] | null} events={model.events} kind={DICE_VERIFY} names={names} label={faceLabel} name={name} />
        <NotationButtons text={() => format(model.events)} name={name} />
      </aside>
    </div>
  );
}

/**
 * A dice game's replay: `at`, the URL's position (absent: the end, where a finished game's replay
 * opens); `follow`, whether the URL follows the position (the server's games; not a file's);
 * `chat`, the table chat of a game from the server.
 */
export function DiceReplay({ events, at, name, follow = true, chat }: {
  events: readonly DiceEvent[]; at?: string | readonly string[]; name: string; follow?: boolean; chat?: ReplayChat;
}) {
  const model = useMemo(() => buildDiceReplay(events), [events]);
  const cursor = useMemo(() => createCursor(diceWalk(model), stepFromQuery(model, at)), [model]);
  useEffect(() => () => cursor.dispose(), [cursor]);
  useReplayKeys(cursor);
  useUrlPosition(follow ? cursor : null);
  return <DiceRoom model={model} cursor={cursor} name={name} chat={chat} />;
}
