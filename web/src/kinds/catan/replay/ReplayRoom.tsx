// The review room's body, for a game from the server (ReplayPage) or from a notation file
// (ReviewPage): the board at the position, everything revealed or as one seat saw it, the
// clickable move list, the charts and the evaluation graph.
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { Board } from '../board/Board.tsx';
import { DiceView, diceOf } from '../../../game/Dice.tsx';
import { namesOf } from '../../../game/derived.ts';
import { ChatReplay } from '../../../game/ChatReplay.tsx';
import { GameLog } from '../table/GameLog.tsx';
import { PlayerList } from '../table/PlayerPanels.tsx';
import { partBanner, turnPartOf } from '../table/turn-part.ts';
import { t } from '../../../i18n/index.ts';
import { playerName } from '../../../i18n/describe.ts';
import { redact } from '../../../lib/domain.ts';
import type { StreamItem } from '../../../lib/protocol.ts';
import type { Chat } from '../../../state/chat.ts';
import { buildReplay } from '../../../state/replay.ts';
import type { ReplayCursor } from '../../../replay/cursor.ts';
import { DiceChart } from './DiceChart.tsx';
import { CATAN_VERIFY } from '../../../../../domain/catan/verify.ts';
import { Fairness } from '../../../replay/Fairness.tsx';
import { EvalGraph } from './EvalGraph.tsx';
import { startEvaluation, type Evaluation } from './evaluation.ts';
import { annotate, betterGhosts, reviewAt } from './marks.ts';
import { BetterMove, MoveMarks } from './MoveMarks.tsx';
import { format } from '../../../lib/domain.ts';
import { summarize } from '../../../../../domain/catan/analysis/moves.ts';
import { NotationTools } from '../../../replay/Notation.tsx';
import { ReplayControls } from '../../../replay/ReplayControls.tsx';
import { Revealed } from './Revealed.tsx';
import { SeriesChart } from '../../../replay/SeriesChart.tsx';
import { statsAt } from './stats.ts';
import { Stats } from './Stats.tsx';
import { swipeHandlers } from '../../../replay/swipe.ts';
import { VpChart } from './VpChart.tsx';
import { ckOf, eventDieOf } from '../table/cities-knights/ck.ts';
import { EventDie } from '../table/cities-knights/EventDie.tsx';
import { CkReplay } from '../table/cities-knights/CkReplay.tsx';
import { ckStatsAt } from './ck-stats.ts';
import { CkStats } from './CkStats.tsx';
import '../../../replay/replay.css';

const sameLabel = (category: string) => category;

/**
 * The review of a whole game at the cursor's position: board, players with their cards, the move
 * list, the charts and the evaluation. `chat`: the game's table chat, when it came from the server;
 * `name`: what a downloaded notation file is called after.
 */
export function ReplayRoom({ cursor, chat, name }: { cursor: ReplayCursor; chat?: { chat: Chat; items: readonly StreamItem[] }; name: string }) {
  const { model } = cursor;
  const p = cursor.position.value;
  // Everything revealed, or the game as one seat saw it (the stream redacted for it).
  const [seen, setSeen] = useState<'all' | number>('all');
  const shown = useMemo(() => (seen === 'all' ? model : buildReplay(model.events.map((e) => redact(e, seen)), seen)), [model, seen]);
  const s = shown.states[p];
  // Cities & Knights: the red and yellow dice with the event die; the barbarians and the tracks.
  const ck = ckOf(s) !== null;
  const face = ck ? eventDieOf(s, shown.events.slice(0, p)) : null;
  const swipe = useMemo(() => swipeHandlers(cursor), [cursor]);
  // From the whole stream: what they count (rolls, plays, trades, losses) is public.
  const stats = useMemo(() => statsAt(model, p), [model, p]);
  const ckStats = useMemo(() => (ck ? ckStatsAt(model, p) : null), [model, p, ck]);
  const final = model.states[model.events.length];
  // Before the game is created (position 0): its board, with nothing on it yet.
  const bare = (model.states.find((st) => st.phase !== 'none') ?? final) as Exclude<typeof final, { phase: 'none' }>;
  const names = namesOf(final);
  const seatNames = names.names.map((_, seat) => playerName(names, seat, t));
  // At a 5–6 player table: the special building phase or the paired turn under way.
  const part = partBanner(s, seen === 'all' ? null : seen, t);
  // A turning point of the evaluation, far down the page on a phone: the board comes into view
  // at that moment (on a desktop it stays in view beside the charts).
  const board = useRef<HTMLElement>(null);
  // The analysis, asked for in the evaluation graph: the judged moves mark the move list, and the
  // selected marked move's better move is drawn on the board.
  const [analysis, setAnalysis] = useState<Evaluation | null>(null);
  useEffect(() => () => analysis?.dispose(), [analysis]);
  const reviews = analysis?.reviews.value ?? [];
  const selected = reviewAt(reviews, p);
  const marks = useMemo(() => new Map(reviews.flatMap((r) => (r.mark ? [[r.position, r.mark] as const] : []))), [reviews]);
  const jump = (to: number) => {
    cursor.goto(to);
    const area = board.current?.getBoundingClientRect();
    if (area && (area.top < 0 || area.top > window.innerHeight / 2)) board.current!.scrollIntoView({ block: 'start' });
  };
  return (
    <>
      <section class="board-area" aria-label={t('board.label')} ref={board} {...swipe}>
        <div class="prompt-row">
          <ReplayControls cursor={cursor} />
          <label class="replay-perspective">{t('replay.perspective')}
            <select value={String(seen)} onChange={(e) => {
              const v = (e.currentTarget as HTMLSelectElement).value;
              setSeen(v === 'all' ? 'all' : Number(v));
            }}>
              <option value="all">{t('replay.everyone')}</option>
              {seatNames.map((n, seat) => <option key={seat} value={String(seat)}>{t('replay.asSeat', { name: n })}</option>)}
            </select>
          </label>
          <DiceView dice={diceOf(s)} coloured={ck} extra={face !== null ? <EventDie n={face} /> : undefined} />
        </div>
        {part !== null && <p class="part-banner" data-part={turnPartOf(s).kind} data-part-banner="">{part}</p>}
        <BetterMove review={selected} board={bare.board} names={seatNames} />
        <Board table={s.phase !== 'none' ? s : bare} t={t} ghosts={betterGhosts(selected, names.colours, bare.board, t)} />
      </section>
      <aside class="side">
        {s.phase !== 'none' && <PlayerList s={s} me={seen === 'all' ? null : seen} presence={null} detail={(seat) => <Revealed s={s} seat={seat} played={stats[seat]?.played} />} />}
        {ck && <CkReplay s={s} names={seatNames} />}
        <GameLog events={shown.events} state={final} position={p} onJump={cursor.goto} marks={marks} />
        {chat && <ChatReplay chat={chat.chat} items={chat.items} position={p} colours={names.colours} />}
        <NotationTools events={model.events} name={name}
          text={analysis?.done.value ? () => annotate(format(model.events), model.events, reviews, summarize(reviews, seatNames.length), seatNames) : undefined} />
        <VpChart model={model} colours={names.colours} names={seatNames} position={p} />
        <SeriesChart model={model} colours={names.colours} names={seatNames} position={p} />
        <EvalGraph model={model} colours={names.colours} names={seatNames} position={p} goto={jump} evaluation={analysis} start={() => setAnalysis(startEvaluation(model))} />
        {analysis && <MoveMarks model={model} reviews={reviews} colours={names.colours} names={seatNames} goto={jump} />}
        <DiceChart model={model} position={p} />
        <Fairness items={chat?.items ?? null} events={model.events} kind={CATAN_VERIFY} names={seatNames} label={sameLabel} name={name} />
        <Stats stats={stats} colours={names.colours} names={seatNames} />
        {ckStats && <CkStats stats={ckStats} colours={names.colours} names={seatNames} goto={jump} />}
      </aside>
    </>
  );
}
