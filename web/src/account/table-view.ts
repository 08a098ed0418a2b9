// What the friends page and the invitations show of a table: its board, how many seats are taken.
import type { FriendTable } from '../../../functions/protocol/follows.ts';
import { t } from '../i18n/index.ts';
import type { GameSummary } from '../lib/protocol.ts';
import { boardLabel } from '../lobby/labels.ts';

export function tableLabel(table: Omit<FriendTable, 'seat'>): string {
  const board = boardLabel(table as unknown as GameSummary);
  const taken = table.seats.filter((s) => s !== null).length;
  return `${board} · ${t('lobby.seats', { taken, total: table.players })}`;
}
