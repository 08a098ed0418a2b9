import * as os from 'node:os';
import * as path from 'node:path';
import { App, CfnElement } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { HexfoldStack } from '../../infra/hexfold-stack.ts';
import { permissionsOf, statementsOf as policyStatements, type Statement } from './policy.ts';

// Loosely typed: tests look into CloudFormation properties of every kind.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

let stack: HexfoldStack;
let template: Template;
let resources: Record<string, Resource>;

beforeAll(() => {
  // GIVEN an app that skips Lambda bundling, and no built web client
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  // WHEN the stack is synthesized (once for the whole file)
  stack = new HexfoldStack(app, 'HexfoldStack', {
    siteDir: path.join(os.tmpdir(), 'hexfold-no-web-build'),
  });
  template = Template.fromStack(stack);
  resources = template.toJSON().Resources;
});

const logicalId = (construct: IConstruct): string => {
  const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(element instanceof CfnElement)) throw new Error(`no CloudFormation resource under ${construct.node.path}`);
  return stack.resolve(stack.getLogicalId(element));
};
const ref = (construct: IConstruct) => ({ Ref: logicalId(construct) });
const arnOf = (construct: IConstruct) => ({ 'Fn::GetAtt': [logicalId(construct), 'Arn'] });
const mentions = (value: unknown, construct: IConstruct) => JSON.stringify(value).includes(`"${logicalId(construct)}"`);
const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** All statements of the IAM policies attached to a role. */
const statementsOf = (role: IConstruct): Statement[] => policyStatements(template, role);

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
      'dynamodb:UpdateItem games',
      'dynamodb:Query games/index/byStatus',
      'dynamodb:PutItem chat',
      'dynamodb:Query chat',
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
      for (const wide of ['dynamodb:Scan', 'dynamodb:BatchWriteItem', 'dynamodb:BatchGetItem', 'dynamodb:DescribeTable', 'dynamodb:*', 'sqs:*', 'sqs:PurgeQueue']) {
        expect(actions).not.toContain(wide);
      }
    }
  });
});

describe('wake scheduler', () => {
  it('queues wakes on an encrypted standard queue with a dead-letter queue after five receives', () => {
    const { queue, deadLetterQueue, wakeHandler } = stack.scheduler;
    template.resourceCountIs('AWS::SQS::Queue', 2);
    const wakes = resources[logicalId(queue)].Properties;
    expect(wakes).toMatchObject({
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: arnOf(deadLetterQueue), maxReceiveCount: 5 },
    });
    expect(wakes.FifoQueue).toBeUndefined();
    // AND a message stays invisible for at least six times the wake function's timeout
    const timeout: number = resources[logicalId(wakeHandler.function)].Properties.Timeout;
    expect(wakes.VisibilityTimeout).toBeGreaterThanOrEqual(6 * timeout);
    expect(resources[logicalId(deadLetterQueue)].Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
  });

  it('denies plain-HTTP requests to both queues', () => {
    for (const q of [stack.scheduler.queue, stack.scheduler.deadLetterQueue]) {
      const policies = Object.values(template.findResources('AWS::SQS::QueuePolicy', { Properties: { Queues: [ref(q)] } }));
      expect(policies).toHaveLength(1);
      expect(policies[0].Properties.PolicyDocument.Statement).toEqual([{
        Action: 'sqs:*',
        Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        Effect: 'Deny',
        Principal: { AWS: '*' },
        Resource: arnOf(q),
      }]);
    }
  });

  it('feeds the wake function in small batches, reporting failures per message', () => {
    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: arnOf(stack.scheduler.queue),
      FunctionName: ref(stack.scheduler.wakeHandler.function),
      BatchSize: 10,
      MaximumBatchingWindowInSeconds: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('tells the wake function its tables, queue and the stage to post to', () => {
    const { wakeHandler, queue } = stack.scheduler;
    const { eventsTable, connectionsTable, gamesTable } = stack.eventStore;
    const props = resources[logicalId(wakeHandler.function)].Properties;
    expect(props).toMatchObject({ Runtime: 'nodejs24.x', Architectures: ['arm64'], Handler: 'index.handler' });
    expect(props.Environment.Variables).toEqual({
      EVENTS_TABLE: ref(eventsTable),
      CONNECTIONS_TABLE: ref(connectionsTable),
      GAMES_TABLE: ref(gamesTable),
      WAKE_QUEUE_URL: ref(queue),
      WS_MANAGEMENT_ENDPOINT: {
        'Fn::Join': ['', ['https://', ref(stack.webSocketApi.api), '.execute-api.', { Ref: 'AWS::Region' }, '.', { Ref: 'AWS::URLSuffix' }, '/live']],
      },
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      NODE_OPTIONS: '--enable-source-maps',
    });
  });

  it('lets $default arm wakes, and neither $connect nor $disconnect', () => {
    const { connectHandler, disconnectHandler, messageHandler } = stack.webSocketApi;
    const env = (h: typeof messageHandler) => resources[logicalId(h.function)].Properties.Environment.Variables;
    expect(env(messageHandler).WAKE_QUEUE_URL).toEqual(ref(stack.scheduler.queue));
    for (const h of [connectHandler, disconnectHandler]) {
      expect(env(h).WAKE_QUEUE_URL).toBeUndefined();
      expect(JSON.stringify(statementsOf(h.role))).not.toContain('sqs:');
    }
    // AND sending is one statement with one action, on the wake queue alone
    const sends = statementsOf(messageHandler.role).filter((st) => asList(st.Action).some((a) => a.startsWith('sqs:')));
    expect(sends).toEqual([{ Action: 'sqs:SendMessage', Effect: 'Allow', Resource: arnOf(stack.scheduler.queue) }]);
  });
});

describe('event store', () => {
  it('has exactly four on-demand, encrypted tables with point-in-time recovery (events, connections, games, chat)', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 4);
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

describe('static site', () => {
  it('keeps the bucket private', () => {
    expect(resources[logicalId(stack.site.bucket)].Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
  });

  it('allows only CloudFront, for this distribution, in the bucket policy', () => {
    const policies = Object.values(
      template.findResources('AWS::S3::BucketPolicy', { Properties: { Bucket: ref(stack.site.bucket) } }),
    );
    expect(policies).toHaveLength(1);
    const statements: Statement[] = policies[0].Properties.PolicyDocument.Statement;
    const allows = statements.filter((s) => s.Effect === 'Allow');
    expect(allows.length).toBeGreaterThan(0);
    for (const allow of allows) {
      expect(allow.Principal).toEqual({ Service: 'cloudfront.amazonaws.com' });
      expect(mentions(allow, stack.site.distribution)).toBe(true);
    }
    // AND plain-HTTP requests are denied
    expect(statements).toContainEqual(
      expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
    );
  });

  it('serves the bucket through CloudFront with origin access control, HTTPS and SPA fallback', () => {
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({ OriginAccessControlOriginType: 's3', SigningBehavior: 'always' }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        Origins: [Match.objectLike({ OriginAccessControlId: Match.anyValue() })],
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          ResponseHeadersPolicyId: Match.anyValue(),
        }),
        CustomErrorResponses: [403, 404].map((ErrorCode) => ({
          ErrorCode,
          ResponseCode: 200,
          ResponsePagePath: '/index.html',
          ErrorCachingMinTTL: Match.anyValue(),
        })),
      }),
    });
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: Match.objectLike({ Override: true }),
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ContentSecurityPolicy: Match.anyValue(),
        }),
      }),
    });
  });

  it('deploys config.json with the WebSocket URL even without a web build', () => {
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(1);
    const props = deployments[0].Properties;
    // THEN the only source is the generated config.json, whose markers resolve to the API's URL
    expect(props.SourceObjectKeys).toHaveLength(1);
    expect(mentions(props.SourceMarkers, stack.webSocketApi.api)).toBe(true);
    expect(props).toMatchObject({ DestinationBucketName: ref(stack.site.bucket), Prune: false, DistributionPaths: ['/*'] });
    // AND the skipped web build is reported
    Annotations.fromStack(stack).hasWarning(`/${stack.site.node.path}`, Match.stringLikeRegexp('No built web client'));
    template.hasOutput('SiteContent', { Value: Match.stringLikeRegexp('config.json only') });
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
