// Paired players in the notation: `p2/player1/player2` and `p2-end/seat`.
import type { PairedEvent } from './events.ts';

export function pairedToken(e: PairedEvent): string {
  switch (e.type) {
    case 'PairedPartStarted': return `p2/${e.player1}/${e.player2}`;
    case 'PairedPartEnded': return `p2-end/${e.seat}`;
    default: {
      const unknown: never = e;
      throw new Error(`unknown event ${(unknown as PairedEvent).type}`);
    }
  }
}

export function readPaired(word: string, a: readonly string[]): PairedEvent | null {
  if (word === 'p2') return { type: 'PairedPartStarted', player1: Number(a[0]), player2: Number(a[1]) };
  if (word === 'p2-end') return { type: 'PairedPartEnded', seat: Number(a[0]) };
  return null;
}
