// The synthesized stack's wake scheduler (SQS, DLQ, the wake Lambda) and its static site.
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from './policy.ts';
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
      POWERTOOLS_METRICS_NAMESPACE: 'Hexfold',
      POWERTOOLS_SERVICE_NAME: 'hexfold',
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
