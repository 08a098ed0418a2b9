// The identity table and what `$default` learns of it: its name, and the site's origin (the
// WebAuthn relying party). GIVEN the stack WHEN synthesized THEN …
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HexfoldStack } from '../../infra/hexfold-stack.ts';
import { identityTableDefinition } from '../../functions/local/dynalite.ts';
import { RATINGS_BY_LADDER } from '../../functions/store/dynamo/client.ts';
import { RATINGS_BY_LADDER_INDEX } from '../../infra/constructs/identity-table.ts';
import { synthesize } from './synth.ts';
import { logicalIdOf, permissionsOf } from './policy.ts';

let stack: HexfoldStack;
let template: Template;

beforeAll(() => {
  // GIVEN the stack synthesized without bundling or a web build
  ({ stack, template } = synthesize());
});

describe('identity table', () => {
  it('keys items by (pk, sk), expires challenges and sessions, and retains accounts', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({
        KeySchema: [{ AttributeName: 'pk', KeyType: 'HASH' }, { AttributeName: 'sk', KeyType: 'RANGE' }],
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      }),
      DeletionPolicy: 'Retain',
    });
  });

  it('indexes rating items by ladder and shown rating, and lets $default only query that index', () => {
    // THEN the index projects what a leaderboard's row needs, keys aside
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      GlobalSecondaryIndexes: [{
        IndexName: RATINGS_BY_LADDER_INDEX,
        KeySchema: [{ AttributeName: 'ladder', KeyType: 'HASH' }, { AttributeName: 'shown', KeyType: 'RANGE' }],
        Projection: { ProjectionType: 'INCLUDE', NonKeyAttributes: ['mu', 'sigma', 'games'] },
      }],
    });
    // AND the local tables' index is the same
    expect(identityTableDefinition('t').GlobalSecondaryIndexes?.map((i) => i.IndexName)).toEqual([RATINGS_BY_LADDER_INDEX]);
    expect(RATINGS_BY_LADDER).toBe(RATINGS_BY_LADDER_INDEX);
    // AND $default reads the index with Query alone
    const onIndex = permissionsOf(template, stack, stack.webSocketApi.messageHandler.role).filter((p) => p.includes('identity/index'));
    expect(onIndex).toEqual([`dynamodb:Query identity/index/${RATINGS_BY_LADDER_INDEX}`]);
  });

  it('tells $default the table and the site origin (the relying party); no other handler gets either', () => {
    const env = (fn: { function: object }) => {
      const id = logicalIdOf(fn.function as never);
      return template.toJSON().Resources[id].Properties.Environment.Variables as Record<string, unknown>;
    };
    const message = env(stack.webSocketApi.messageHandler);
    expect(message.IDENTITY_TABLE).toEqual({ Ref: logicalIdOf(stack.identity.table) });
    expect(JSON.stringify(message.HEXFOLD_SITE_ORIGIN)).toContain(logicalIdOf(stack.site.distribution));
    for (const fn of [stack.webSocketApi.connectHandler, stack.webSocketApi.disconnectHandler, stack.scheduler.wakeHandler]) {
      expect(env(fn)).not.toHaveProperty('IDENTITY_TABLE');
      expect(permissionsOf(template, stack, fn.role).filter((p) => p.includes(' identity'))).toEqual([]);
    }
  });
});
