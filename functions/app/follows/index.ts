// The friends requests' entry: follows and invitations (docs/protocol.md, "Friends").
import type { ClientMessage } from '../../protocol/messages.ts';
import type { Context } from '../context.ts';
import { limitInvites } from '../limits.ts';
import { follow, unfollow } from './follow.ts';
import { getFriends } from './friends.ts';
import { answerInvite, invite } from './invite.ts';

export type FollowRequest = Extract<ClientMessage, { type: 'follow' | 'unfollow' | 'getFriends' | 'invite' | 'answerInvite' }>;

export function handleFollows(ctx: Context, connectionId: string, msg: FollowRequest): Promise<void> {
  switch (msg.type) {
    case 'follow': return follow(ctx, connectionId, msg);
    case 'unfollow': return unfollow(ctx, connectionId, msg);
    case 'getFriends': return getFriends(ctx, connectionId, msg);
    case 'invite': return limitInvites(ctx, connectionId).then(() => invite(ctx, connectionId, msg));
    case 'answerInvite': return answerInvite(ctx, connectionId, msg);
    default: {
      const unknown: never = msg;
      return unknown;
    }
  }
}
