// Cities & Knights: the progress area's commands judged: a card played (play.ts), a deck chosen
// after a defenders' tie, a card discarded over the hand limit.
import { accept, refuse, seatProblem, type Decision } from '../../../base/decide/common.ts';
import { reject } from '../../../base/rejections.ts';
import type { State } from '../../../base/state.ts';
import { ckPart } from '../part.ts';
import { TRACKS } from '../tracks.ts';
import { PROGRESS_COMMANDS, type ProgressCommand } from './commands.ts';
import { DECK_OF, isProgressCard } from './deck.ts';
import { drawFrom } from './gate.ts';
import { holds, overLimit } from './part.ts';
import { handOverCards, takeCards } from './owed.ts';
import { giveCommodity, offerHarborTrade } from './harbor.ts';
import { desertKnight, placeDeserter } from './knightly.ts';
import { playProgressCard } from './play.ts';

const TYPES: ReadonlySet<string> = new Set(PROGRESS_COMMANDS);
export const isProgressCommand = (c: { readonly type: string }): c is ProgressCommand => TYPES.has(c.type);

type Of<T extends ProgressCommand['type']> = Extract<ProgressCommand, { type: T }>;

function chooseProgressDeck(c: Of<'ChooseProgressDeck'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = ckPart(s).progress;
  if (p.choosing[0] !== c.seat) return refuse(reject('cities-knights/no-deck-choice'));
  const t = TRACKS.indexOf(c.track);
  if (t < 0) return refuse(reject('cities-knights/unknown-track'));
  if (p.left[t] === 0) return refuse(reject('cities-knights/deck-empty'));
  return accept(drawFrom(p, c.seat, c.track, 'defenders'));
}

function discardProgressCard(c: Of<'DiscardProgressCard'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const p = ckPart(s).progress;
  if (!overLimit(p, c.seat)) return refuse(reject('cities-knights/no-progress-discard'));
  if (!isProgressCard(c.card) || !holds(p, c.seat, c.card)) return refuse(reject('cities-knights/no-such-progress-card'));
  return accept({ type: 'ProgressCardDiscarded', seat: c.seat, track: DECK_OF[c.card], card: c.card });
}

function takeProgressCard(c: Of<'TakeProgressCard'>, s: State): Decision {
  if (s.phase !== 'playing') return refuse(reject(s.phase === 'finished' ? 'game/over' : 'rule/wrong-phase'));
  const bad = seatProblem(s, c.seat);
  if (bad) return refuse(bad);
  const { spying } = ckPart(s).progress;
  if (spying === null || spying.seat !== c.seat) return refuse(reject('cities-knights/not-spying'));
  if (!isProgressCard(c.card) || !holds(ckPart(s).progress, spying.victim, c.card)) return refuse(reject('cities-knights/no-such-progress-card'));
  return accept({ type: 'ProgressCardTaken', seat: c.seat, victim: spying.victim, card: c.card });
}

export function decideProgress(c: ProgressCommand, s: State): Decision {
  switch (c.type) {
    case 'PlayProgressCard': return playProgressCard(c, s);
    case 'ChooseProgressDeck': return chooseProgressDeck(c, s);
    case 'DiscardProgressCard': return discardProgressCard(c, s);
    case 'HandOverCards': return handOverCards(c, s);
    case 'TakeProgressCard': return takeProgressCard(c, s);
    case 'TakeCards': return takeCards(c, s);
    case 'DesertKnight': return desertKnight(c, s);
    case 'PlaceDeserter': return placeDeserter(c, s);
    case 'OfferHarborTrade': return offerHarborTrade(c, s);
    case 'GiveCommodity': return giveCommodity(c, s);
    default: {
      const unknown: never = c;
      void unknown;
      return refuse(reject('command/invalid', 'Unknown command.'));
    }
  }
}
