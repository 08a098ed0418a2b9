// Cities & Knights' progress cards (RULES.md §7.2.7, §7.2.2, §7.2.6): the three decks, the gates'
// draws, the defenders' tie, the hand limit of 4, cards under their deck, and what each viewer sees.
import { describe, expect, it } from 'vitest';
import { legalCommands, redact, redactState, type Event } from '../../domain/catan/index.ts';
import { DECK_SIZE, deckOf, PROGRESS_DECKS } from '../../domain/catan/modules/cities-knights/progress/deck.ts';
import { TRACKS } from '../../domain/catan/modules/cities-knights/tracks.ts';
import { holding, knights, knightsGame, level, SCIENCE_GATE, POLITICS_GATE, SHIP } from './ck-given.ts';
import { draws, playing, tied } from './ck-progress-given.ts';
import { BLUE, ORANGE, RED, stateOf, WHITE } from './given.ts';

const sorted = (xs: readonly string[]) => [...xs].sort();

describe('the progress decks', () => {
  it('are 54 cards, 18 to a deck, with the counts of the deck lists', () => {
    const counts = TRACKS.map((t) => Object.values(PROGRESS_DECKS[t] as Record<string, number>).reduce((a, b) => a + b, 0));
    expect(counts).toEqual([DECK_SIZE, DECK_SIZE, DECK_SIZE]);
    expect(PROGRESS_DECKS.trade.merchant).toBe(6);
    expect(PROGRESS_DECKS.science.roadBuilding).toBe(2);
    expect(PROGRESS_DECKS.politics.spy).toBe(3);
  });

  it('are shuffled at creation from the secret, each its own cards', () => {
    const p = knights().part.progress;
    TRACKS.forEach((t, i) => expect(sorted(p.decks![i])).toEqual(sorted(deckOf(t))));
    expect(p.left).toEqual([18, 18, 18]);
    expect(p.decks![2]).not.toEqual(deckOf('science'));
  });

  it('are hidden from every seat and spectator: counted, never named', () => {
    const events = knightsGame();
    for (const viewer of [RED, BLUE, 'spectator'] as const) {
      const shuffle = events.map((e) => redact(e, viewer)).find((e) => e.type === 'ProgressDecksShuffled');
      expect(shuffle).toEqual({ type: 'ProgressDecksShuffled', decks: null });
      const p = knights().part.progress;
      expect(redactState(stateOf(events), viewer)).toEqual(stateOf(events.map((e) => redact(e, viewer)), viewer));
      expect(p.left).toEqual([18, 18, 18]);
    }
  });
});

describe('a city gate', () => {
  it('gives each seat whose level draws on the red die the top card of that deck, in turn order from the roller', () => {
    const g = knights().and(level(RED, 'science', 1), level(ORANGE, 'science', 2), level(BLUE, 'science', 1)).turnOfSeat(BLUE, [1, 2]);
    const deck = g.part.progress.decks![2];
    const drawn = (red: number) => g.when({ type: 'RollDice', seat: BLUE, dice: [red, 1], extra: { event: SCIENCE_GATE } }).events
      .flatMap((e) => (e.type === 'ProgressCardDrawn' ? [[e.seat, e.card]] : []));
    // Red 3: level 2 draws (1–3), level 1 does not (1–2).
    expect(drawn(3)).toEqual([[ORANGE, deck[0]]]);
    expect(drawn(2)).toEqual([[BLUE, deck[0]], [ORANGE, deck[1]], [RED, deck[2]]]);
    expect(drawn(4)).toEqual([]);
  });

  it('gives nothing on a ship, or to a basic city (level 0)', () => {
    const g = knights();
    const drawn = (event: number) => g.when({ type: 'RollDice', seat: RED, dice: [1, 1], extra: { event } }).events.filter((e) => e.type === 'ProgressCardDrawn');
    expect(drawn(SHIP)).toEqual([]);
    expect(drawn(SCIENCE_GATE)).toEqual([]);
  });

  it('lays out a victory point card at once: a point, never in the hand', () => {
    const g = holding({}).and(draws(BLUE, 'printer'));
    expect(g.part.progress.shown[BLUE]).toBe(1);
    expect(g.part.progress.hands[BLUE]).toEqual({ cards: [], unknown: 0 });
    expect(g.part.progress.laid).toEqual(['printer']);
  });

  it('names the card to its owner alone (a victory point card to all)', () => {
    const g = knights().and(level(BLUE, 'politics', 1));
    const events = g.when({ type: 'RollDice', seat: RED, dice: [1, 1], extra: { event: POLITICS_GATE } }).events;
    const drawn = events.find((e) => e.type === 'ProgressCardDrawn')!;
    expect(redact(drawn, BLUE)).toEqual(drawn);
    expect(redact(drawn, RED)).toEqual({ ...drawn, card: null });
    expect(redact(drawn, 'spectator')).toEqual({ ...drawn, card: null });
    const printer = draws(BLUE, 'printer')[0];
    expect(redact(printer, RED)).toEqual(printer);
  });
});

describe('the defenders’ tie', () => {
  it('lets each tied seat draw from a deck of its choice, in turn order from the active player', () => {
    const g = holding({}).and(tied(RED, ORANGE, BLUE));
    expect(g.part.progress.choosing).toEqual([RED, BLUE, ORANGE]);
    g.when({ type: 'ChooseProgressDeck', seat: BLUE, track: 'trade' }).thenRejects('cities-knights/no-deck-choice');
    g.when({ type: 'EndTurn', seat: RED }).thenRejects('cities-knights/progress-choice-pending');
    expect(legalCommands(g.state, RED)).toEqual(TRACKS.map((track) => ({ type: 'ChooseProgressDeck', seat: RED, track })));
    const top = g.part.progress.decks![1][0];
    const after = g.when({ type: 'ChooseProgressDeck', seat: RED, track: 'politics' })
      .then([{ type: 'ProgressCardDrawn', seat: RED, track: 'politics', card: top, reason: 'defenders' }]);
    expect(after.phase === 'playing' && (after.parts['cities-knights'] as { progress: { choosing: number[] } }).progress.choosing).toEqual([BLUE, ORANGE]);
  });
});

describe('the hand limit of 4 progress cards', () => {
  it('makes a seat past it outside its turn discard at once (face down under its deck)', () => {
    const g = holding({}).and(draws(BLUE, 'spy', 'bishop', 'wedding', 'crane', 'crane'));
    g.when({ type: 'EndTurn', seat: RED }).thenRejects('cities-knights/progress-discard-pending');
    g.when({ type: 'DiscardProgressCard', seat: BLUE, card: 'merchant' }).thenRejects('cities-knights/no-such-progress-card');
    const s = g.when({ type: 'DiscardProgressCard', seat: BLUE, card: 'crane' })
      .then([{ type: 'ProgressCardDiscarded', seat: BLUE, track: 'science', card: 'crane' }]);
    const p = (s as { parts: Record<string, { progress: { hands: { cards: string[] }[]; decks: string[][]; left: number[] } }> }).parts['cities-knights'].progress;
    expect(p.hands[BLUE].cards).toEqual(['spy', 'bishop', 'wedding', 'crane']);
    expect(p.decks[2].at(-1)).toBe('crane');
    const discard = g.when({ type: 'DiscardProgressCard', seat: BLUE, card: 'crane' }).events[0];
    expect(redact(discard, RED)).toEqual({ ...discard, card: null });
  });

  it('lets the active seat hold more in its turn, but not end it so', () => {
    const g = playing(['spy', 'bishop', 'wedding', 'crane', 'irrigation']);
    g.when({ type: 'EndTurn', seat: RED }).thenRejects('cities-knights/progress-hand-full');
    g.after({ type: 'PlayProgressCard', seat: RED, card: 'irrigation' }).when({ type: 'EndTurn', seat: RED }).thenStartsWith([{ type: 'TurnEnded', seat: RED, next: BLUE }]);
  });

  it('leaves victory point cards out of the count', () => {
    playing(['spy', 'bishop', 'wedding', 'crane', 'printer', 'constitution']).when({ type: 'EndTurn', seat: RED })
      .thenStartsWith([{ type: 'TurnEnded', seat: RED, next: BLUE }]);
  });
});

describe('what each viewer knows', () => {
  it('folds the redacted stream to the redacted state, for every seat and a spectator', () => {
    const g = playing(['irrigation', 'spy']).and(draws(WHITE, 'bishop'), tied(ORANGE))
      .after({ type: 'ChooseProgressDeck', seat: ORANGE, track: 'trade' }, { type: 'PlayProgressCard', seat: RED, card: 'irrigation' });
    const events: readonly Event[] = g.events;
    for (const viewer of [RED, BLUE, ORANGE, WHITE, 'spectator'] as const) {
      const seen = events.map((e) => redact(e, viewer));
      expect(redactState(g.state, viewer)).toEqual(stateOf(seen, viewer));
      const hidden = JSON.stringify(seen.filter((e) => e.type === 'ProgressCardDrawn' && e.seat !== viewer && e.reason === 'defenders'));
      expect(hidden).not.toContain('"card":"');
    }
  });
});
