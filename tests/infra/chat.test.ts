// The chat's table in the stack: keyed for "a channel's newest lines" queries, retained with the
// games, and reachable by the $default handler only (its grants are checked in grants.test.ts).
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HexfoldStack } from '../../infra/hexfold-stack.ts';
import { synthesize } from './synth.ts';
import { logicalIdOf, permissionsOf } from './policy.ts';

let stack: HexfoldStack;
let template: Template;

beforeAll(() => {
  // GIVEN the stack synthesized without bundling or a web build
  ({ stack, template } = synthesize());
});

describe('chat table', () => {
  it('keys lines by game and channel#time#id, encrypted, with point-in-time recovery, and retains them', () => {
    // THEN the table has the sort key the store queries with begins_with
    const resource = template.toJSON().Resources[logicalIdOf(stack.eventStore.chatTable)];
    expect(resource.DeletionPolicy).toBe('Retain');
    expect(resource.Properties).toMatchObject({
      KeySchema: [{ AttributeName: 'gameId', KeyType: 'HASH' }, { AttributeName: 'lineKey', KeyType: 'RANGE' }],
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    template.hasOutput('ChatTableName', { Value: { Ref: logicalIdOf(stack.eventStore.chatTable) } });
  });

  it('is named to the WebSocket handlers and granted to $default alone (a put and a query)', () => {
    const { connectHandler, disconnectHandler, messageHandler } = stack.webSocketApi;
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ CHAT_TABLE: { Ref: logicalIdOf(stack.eventStore.chatTable) } }) },
    });
    const chatOf = (role: typeof messageHandler.role) => permissionsOf(template, stack, role).filter((p) => p.endsWith(' chat'));
    expect(chatOf(messageHandler.role)).toEqual(['dynamodb:PutItem chat', 'dynamodb:Query chat']);
    for (const role of [connectHandler.role, disconnectHandler.role, stack.scheduler.wakeHandler.role]) expect(chatOf(role)).toEqual([]);
  });
});
