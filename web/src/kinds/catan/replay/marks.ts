// The judged moves as the review room shows them: the move selected in the move list (its first
// line), its better move as a piece on the board, the words for a move, and the notation's
// comments (a summary per player and a line per marked move, as tags the notation reader skips).
import type { MoveReview, PlayerSummary } from '../../../../../domain/catan/analysis/moves.ts';
import type { Board, Command, Event } from '../../../lib/domain.ts';
import { hexName } from '../../../i18n/describe.ts';
import type { Translate } from '../../../i18n/index.ts';
import type { BoardGhost } from '../board/Ghosts.tsx';

/** The judged move whose first line is the one selected (the position just after its first event). */
export const reviewAt = (reviews: readonly MoveReview[], position: number): MoveReview | undefined =>
  reviews.find((r) => r.position === position - 1 && r.mark !== null);

/** A move in words (the board shows where). */
export function moveText(c: Command, board: Board | null, t: Translate): string {
  switch (c.type) {
    case 'PlaceSettlement': case 'BuildSettlement': case 'BuildCity': case 'BuildRoad': case 'BuyDevelopmentCard': case 'EndTurn':
      return t(`analysis.move.${c.type}`);
    case 'TradeWithBank': return t('analysis.move.TradeWithBank', { give: t(`res.${c.give}`), receive: t(`res.${c.receive}`) });
    case 'MoveRobber': return t('analysis.move.MoveRobber', { hex: hexName(board, c.hex, t) });
    case 'PlayMonopoly': return t('analysis.move.PlayMonopoly', { resource: t(`res.${c.resource}`) });
    case 'BuyImprovement': return t('analysis.move.BuyImprovement', { track: t(`track.${c.track}`) });
    case 'PlayKnight': case 'PlayRoadBuilding': case 'PlayYearOfPlenty': case 'RollDice': case 'BuildShip': case 'MoveShip': case 'BuildWall':
    case 'RecruitKnight': case 'PromoteKnight': case 'ActivateKnight': case 'MoveKnight': case 'DisplaceKnight': case 'ChaseRobber':
      return t(`analysis.move.${c.type}`);
    default: return t('analysis.move.other');
  }
}

/** The better move drawn on the board: its piece where it would have gone (nothing for a card or the turn's end). */
export function betterGhosts(r: MoveReview | undefined, colours: readonly string[], board: Board | null, t: Translate): BoardGhost[] {
  if (!r) return [];
  const c = r.best;
  const label = t('analysis.betterGhost', { best: moveText(c, board, t) });
  const colour = colours[r.seat];
  const ghost = (kind: BoardGhost['kind'], at: string): BoardGhost[] => [{ kind, at, state: 'better', colour, label }];
  switch (c.type) {
    case 'PlaceSettlement': case 'BuildSettlement': return ghost('settlement', c.vertex);
    case 'BuildCity': return ghost('city', c.vertex);
    case 'BuildRoad': return ghost('road', c.edge);
    case 'MoveRobber': return ghost('robber', c.hex);
    case 'BuildShip': return ghost('ship', c.edge);
    case 'MoveShip': return ghost('ship', c.to);
    case 'RecruitKnight': return ghost('knight', c.vertex);
    case 'MoveKnight': case 'DisplaceKnight': return ghost('knight', c.to);
    default: return [];
  }
}

const pct = (x: number) => `${(100 * x).toFixed(1)}`;

/** The notation's label of the line event `p` is on ('setup', 'T<n>'), as format() writes them. */
function lineLabel(events: readonly Event[], p: number): string {
  let label = 'lobby';
  let turn = 1;
  for (let i = 0; i < p; i++) {
    const e = events[i];
    if (e.type === 'SetupStarted') label = 'setup';
    if (e.type === 'SetupCompleted' || e.type === 'TurnEnded') label = `T${e.type === 'TurnEnded' ? ++turn : turn}`;
  }
  return label;
}

/**
 * The notation with the analysis as comments: `[Analysis "…"]` per player after the header, and
 * `[Note "…"]` after the line of each marked move. The reader skips tags it does not know.
 */
export function annotate(text: string, events: readonly Event[], reviews: readonly MoveReview[], summaries: readonly PlayerSummary[], names: readonly string[]): string {
  const notes = new Map<string, string[]>();
  for (const r of reviews) {
    if (r.mark === null) continue;
    const label = lineLabel(events, r.position);
    const note = `[Note "${label} ${names[r.seat]}: ${r.mark}, ${r.made.type} ${pct(r.madeValue)} %; better ${r.best.type} ${pct(r.bestValue)} %"]`;
    notes.set(label, [...(notes.get(label) ?? []), note]);
  }
  const summary = summaries.map((s, seat) =>
    `[Analysis "${names[seat]}: ${s.moves} moves judged, ${s.inaccuracy} inaccuracies, ${s.mistake} mistakes, ${s.blunder} blunders, average loss ${pct(s.averageLoss)} %"]`);
  const lines = text.replace(/\n$/, '').split('\n');
  const blank = lines.indexOf('');
  const out: string[] = [];
  lines.forEach((line, i) => {
    if (i === blank) out.push(...summary);
    out.push(line);
    const label = line.split(' ')[0];
    if (i > blank && notes.has(label)) out.push(...notes.get(label)!);
  });
  return `${out.join('\n')}\n`;
}
