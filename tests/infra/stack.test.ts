// The synthesized stack: the WebSocket API, least-privilege grants, the event store, and the stack as a whole.
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { permissionsOf } from './policy.ts';
import { asList, synthesize, type Resource, type Synthesized } from './synth.ts';

let synthesized: Synthesized;
let stack: Synthesized['stack'];
let template: Synthesized['template'];
let resources: Record<string, Resource>;
let logicalId: Synthesized['logicalId'];
let ref: Synthesized['ref'];
let arnOf: Synthesized['arnOf'];
let mentions: Synthesized['mentions'];
let statementsOf: Synthesized['statementsOf'];

beforeAll(() => {
  // GIVEN the stack synthesized once for the whole file
  synthesized = synthesize();
  ({ stack, template, resources, logicalId, ref, arnOf, mentions, statementsOf } = synthesized);
});

describe('WebSocket API', () => {
  it('routes $connect, $disconnect and $default to their own Lambda', () => {
    const handlers = {
      $connect: stack.webSocketApi.connectHandler.function,
      $disconnect: stack.webSocketApi.disconnectHandler.function,
      $default: stack.webSocketApi.messageHandler.function,
    };
    // THEN each route targets an integration whose URI invokes the matching function
    template.resourceCountIs('AWS::ApiGatewayV2::Route', 3);
    for (const [routeKey, fn] of Object.entries(handlers)) {
      const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { RouteKey: routeKey } }));
      expect(routes, routeKey).toHaveLength(1);
      const integrationId = JSON.stringify(routes[0].Properties.Target).match(/"Ref":"([^"]+)"/)?.[1] ?? '';
      const integration = resources[integrationId];
      expect(integration?.Type).toBe('AWS::ApiGatewayV2::Integration');
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
      expect(JSON.stringify(integration.Properties.IntegrationUri)).toContain(JSON.stringify(arnOf(fn)));
      for (const other of Object.values(handlers).filter((h) => h !== fn)) {
        expect(mentions(integration.Properties.IntegrationUri, other)).toBe(false);
      }
    }
  });

  it('deploys the `live` stage automatically', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: ref(stack.webSocketApi.api),
      StageName: 'live',
      AutoDeploy: true,
    });
  });

  it('gives every handler the table names and runtime settings', () => {
    const { connectHandler, disconnectHandler, messageHandler } = stack.webSocketApi;
    const { eventsTable, connectionsTable, gamesTable } = stack.eventStore;
    for (const handler of [connectHandler, disconnectHandler, messageHandler]) {
      expect(resources[logicalId(handler.function)].Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        LoggingConfig: { LogGroup: ref(handler.logGroup) },
        Environment: {
          Variables: {
            EVENTS_TABLE: ref(eventsTable),
            CONNECTIONS_TABLE: ref(connectionsTable),
            GAMES_TABLE: ref(gamesTable),
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            NODE_OPTIONS: '--enable-source-maps',
          },
        },
      });
    }
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });
});

describe('least privilege', () => {
  // Exactly what each handler's code path calls (tests/infra/grants.test.ts watches them do it).
  const POST = 'execute-api:ManageConnections api/live/*/@connections/*';

  it('lets the connect handler put the connection record and nothing else', () => {
    const { connectHandler } = stack.webSocketApi;
    // THEN it cannot read connections, touch the games or events tables, or post to connections
    expect(permissionsOf(template, stack, connectHandler.role)).toEqual(['dynamodb:PutItem connections']);
    // AND no AWS-managed policy widens the role
    expect(resources[logicalId(connectHandler.role)].Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('lets the disconnect handler delete its record, read the game, find its connections and post presence', () => {
    expect(permissionsOf(template, stack, stack.webSocketApi.disconnectHandler.role)).toEqual([
      'dynamodb:DeleteItem connections',
      'dynamodb:GetItem games',
      'dynamodb:Query connections/index/byGame',
      POST,
    ].sort());
  });

  it('lets the message handler use the event store, follow games, list the lobby and post', () => {
    expect(permissionsOf(template, stack, stack.webSocketApi.messageHandler.role)).toEqual([
      'dynamodb:PutItem events',
      'dynamodb:Query events',
      'dynamodb:UpdateItem connections',
      'dynamodb:DeleteItem connections',
      'dynamodb:Query connections/index/byGame',
      'dynamodb:PutItem games',
      'dynamodb:GetItem games',
      'dynamodb:BatchGetItem games',
      'dynamodb:UpdateItem games',
      'dynamodb:Query games/index/byStatus',
      'dynamodb:PutItem chat',
      'dynamodb:Query chat',
      ...['GetItem', 'BatchGetItem', 'PutItem', 'UpdateItem', 'DeleteItem', 'Query'].map((a) => `dynamodb:${a} identity`), 'dynamodb:Query identity/index/byLadder',
      POST,
      'sqs:SendMessage wakes',
    ].sort());
  });

  it('lets the wake handler use the event store, the games item, broadcast, post, re-arm and consume its queue', () => {
    expect(permissionsOf(template, stack, stack.scheduler.wakeHandler.role)).toEqual([
      'dynamodb:PutItem events',
      'dynamodb:Query events',
      'dynamodb:GetItem games',
      'dynamodb:UpdateItem games',
      'dynamodb:DeleteItem connections',
      'dynamodb:Query connections/index/byGame',
      POST,
      'sqs:SendMessage wakes',
      // The event source mapping polls with the function's role.
      'sqs:ReceiveMessage wakes',
      'sqs:DeleteMessage wakes',
      'sqs:ChangeMessageVisibility wakes',
      'sqs:GetQueueAttributes wakes',
      'sqs:GetQueueUrl wakes',
    ].sort());
    expect(resources[logicalId(stack.scheduler.wakeHandler.role)].Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('scopes Management API access to this API and stage, one statement per posting handler', () => {
    const { connectHandler, disconnectHandler, messageHandler } = stack.webSocketApi;
    for (const handler of [disconnectHandler, messageHandler, stack.scheduler.wakeHandler]) {
      const manage = statementsOf(handler.role).filter((s) => asList(s.Action).includes('execute-api:ManageConnections'));
      expect(manage).toHaveLength(1);
      expect(manage[0].Resource).not.toBe('*');
      expect(mentions(manage[0].Resource, stack.webSocketApi.api)).toBe(true);
      expect(JSON.stringify(manage[0].Resource)).toContain('/live/*/@connections/*');
    }
    expect(JSON.stringify(statementsOf(connectHandler.role))).not.toContain('execute-api');
  });

  it('grants no wildcard resource, no table-wide action and no index wildcard to any handler', () => {
    const { connectHandler, disconnectHandler, messageHandler } = stack.webSocketApi;
    for (const handler of [connectHandler, disconnectHandler, messageHandler, stack.scheduler.wakeHandler]) {
      const statements = statementsOf(handler.role);
      expect(statements.flatMap((s) => asList(s.Resource))).not.toContain('*');
      expect(JSON.stringify(statements)).not.toContain('/index/*');
      const actions = statements.flatMap((s) => asList(s.Action));
      for (const wide of ['dynamodb:Scan', 'dynamodb:BatchWriteItem', 'dynamodb:DescribeTable', 'dynamodb:*', 'sqs:*', 'sqs:PurgeQueue']) {
        expect(actions).not.toContain(wide);
      }
    }
  });

  it('lets only the message handler batch-read, and only the games and identity tables', () => {
    const { connectHandler, disconnectHandler, messageHandler } = stack.webSocketApi;
    for (const handler of [connectHandler, disconnectHandler, stack.scheduler.wakeHandler]) {
      expect(statementsOf(handler.role).flatMap((s) => asList(s.Action))).not.toContain('dynamodb:BatchGetItem');
    }
    expect(permissionsOf(template, stack, messageHandler.role).filter((p) => p.startsWith('dynamodb:BatchGetItem ')))
      .toEqual(['dynamodb:BatchGetItem games', 'dynamodb:BatchGetItem identity']);
  });
});

describe('event store', () => {
  it('has exactly five on-demand, encrypted tables with point-in-time recovery (events, connections, games, chat, identity)', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 5);
    template.allResourcesProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      SSESpecification: { SSEEnabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('keys events by game and version, and retains them', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({
        KeySchema: [
          { AttributeName: 'gameId', KeyType: 'HASH' },
          { AttributeName: 'version', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: Match.arrayWith([{ AttributeName: 'version', AttributeType: 'N' }]),
      }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    expect(resources[logicalId(stack.eventStore.eventsTable)].DeletionPolicy).toBe('Retain');
  });

  it('indexes connections by game and expires them', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'connectionId', KeyType: 'HASH' }],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byGame',
          KeySchema: [
            { AttributeName: 'gameId', KeyType: 'HASH' },
            { AttributeName: 'connectionId', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
  });

  it('indexes games by status and creation time', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [{ AttributeName: 'gameId', KeyType: 'HASH' }],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byStatus',
          KeySchema: [
            { AttributeName: 'status', KeyType: 'HASH' },
            { AttributeName: 'createdAt', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
  });
});

describe('stack', () => {
  it('outputs the WebSocket URL, site URL and table names', () => {
    template.hasOutput('WebSocketUrl', {
      Value: { 'Fn::Join': ['', Match.arrayWith(['wss://', ref(stack.webSocketApi.api), '/live'])] },
    });
    template.hasOutput('SiteUrl', {
      Value: { 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalId(stack.site.distribution), 'DomainName'] }]] },
    });
    template.hasOutput('EventsTableName', { Value: ref(stack.eventStore.eventsTable) });
    template.hasOutput('ConnectionsTableName', { Value: ref(stack.eventStore.connectionsTable) });
    template.hasOutput('GamesTableName', { Value: ref(stack.eventStore.gamesTable) });
    template.hasOutput('WakeDeadLetterQueueUrl', { Value: ref(stack.scheduler.deadLetterQueue) });
  });

  it('has no synthesis errors', () => {
    expect(Annotations.fromStack(stack).findError('*', Match.anyValue())).toEqual([]);
  });

  it('passes cdk-nag AwsSolutions with every deliberate exception acknowledged', () => {
    // cdk-nag 3 reports through the validation-plugin API rather than annotations; warnings fail synth too.
    const { violations } = new AwsSolutionsChecks().validateScope(stack);
    const findings = violations.map(
      (v) => `${v.severity} ${v.ruleName}: ${v.violatingResources.map((r) => r.constructPath).join(', ')}`,
    );
    expect(findings.filter((f) => f.startsWith('error'))).toEqual([]);
    expect(findings).toEqual([]);
  });
});
