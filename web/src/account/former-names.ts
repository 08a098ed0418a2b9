// A deleted account's seats arrive named FORMER_NAME (the empty name, which no player can type):
// shown as "Former player" in the reader's language, wherever the message puts a name.
import { FORMER_NAME } from '../../../functions/protocol/players.ts';
import { t } from '../i18n/index.ts';
import type { GameSummary, ServerMessage } from '../lib/protocol.ts';

const former = (name: string | null): string | null => (name === FORMER_NAME ? t('player.former') : name);

function summary(game: GameSummary): GameSummary {
  if (!game.seats.includes(FORMER_NAME) && game.winner?.name !== FORMER_NAME) return game;
  return { ...game, seats: game.seats.map(former), ...(game.winner ? { winner: { ...game.winner, name: former(game.winner.name)! } } : {}) };
}

const isFormerClaim = (e: { readonly type: string }): boolean => e.type === 'SeatClaimed' && (e as { name?: unknown }).name === FORMER_NAME;

/** The message with former players' names put in words; any other message as it came. */
export function withFormerNames(m: ServerMessage): ServerMessage {
  switch (m.type) {
    case 'events':
      if (!m.items.some((i) => i.events.some(isFormerClaim))) return m;
      return { ...m, items: m.items.map((i) => ({ ...i, events: i.events.map((e) => (isFormerClaim(e) ? { ...e, name: t('player.former') } : e)) })) };
    case 'games': return { ...m, games: m.games.map(summary) };
    case 'lobby': return 'game' in m ? { ...m, game: summary(m.game) } : m;
    default: return m;
  }
}
