// The chat store in memory, for unit tests: lines kept per game in the table's key order.
import type { ChatChannel, ChatLine } from '../../protocol/messages.ts';
import type { ChatStore } from '../types.ts';

export class MemoryChatStore implements ChatStore {
  private readonly games = new Map<string, ChatLine[]>();

  async append(gameId: string, line: ChatLine): Promise<void> {
    const lines = this.games.get(gameId) ?? [];
    lines.push(structuredClone(line));
    lines.sort((a, b) => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? -1 : 1));
    this.games.set(gameId, lines);
  }

  async latest(gameId: string, channel: ChatChannel, limit: number): Promise<ChatLine[]> {
    return (await this.all(gameId, channel)).slice(-limit);
  }

  async all(gameId: string, channel: ChatChannel): Promise<ChatLine[]> {
    return structuredClone((this.games.get(gameId) ?? []).filter((l) => l.channel === channel));
  }
}
