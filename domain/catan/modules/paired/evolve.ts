// Paired players' events on the state: Player 2's part is a part of the same turn.
import { partTurn, setPart, type Draft } from '../../base/draft.ts';
import type { PairedEvent } from './events.ts';
import { PAIRED, pairedPart } from './part.ts';

export function evolvePaired(d: Draft, e: PairedEvent): void {
  switch (e.type) {
    case 'PairedPartStarted':
      setPart(d, PAIRED, { player1: e.player1, player2: e.player2 });
      d.turn = partTurn(e.player2, d.turn);
      return;
    case 'PairedPartEnded': {
      // Back to Player 1's turn, whose TurnEnded follows.
      const part = pairedPart(d);
      setPart(d, PAIRED, null);
      if (part !== null) d.turn = partTurn(part.player1, d.turn);
      return;
    }
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as PairedEvent).type}`);
    }
  }
}
