// Limits in AWS: API Gateway's throttling of the stage and of $connect (always), and the optional
// AWS WAF rate-based rule per address, with the WebSocket then served through CloudFront.
import * as os from 'node:os';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONNECT_THROTTLE, STAGE_THROTTLE } from '../../infra/constructs/rate-limit.ts';
import { HexfoldStack, type HexfoldStackProps } from '../../infra/hexfold-stack.ts';
import { synthesize } from './synth.ts';

function synth(props: Partial<HexfoldStackProps> = {}): { stack: HexfoldStack; template: Template } {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stack = new HexfoldStack(app, 'HexfoldStack', { siteDir: path.join(os.tmpdir(), 'hexfold-no-web-build'), ...props });
  return { stack, template: Template.fromStack(stack) };
}

const nag = (stack: HexfoldStack) => new AwsSolutionsChecks().validateScope(stack).violations.map((v) => `${v.severity} ${v.ruleName}`);

describe('API Gateway throttling', () => {
  let plain: ReturnType<typeof synth>;

  beforeAll(() => {
    plain = synthesize();
  });

  it('limits the stage\'s routes together, and $connect more tightly', () => {
    plain.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: Match.objectLike({ ThrottlingRateLimit: STAGE_THROTTLE.rateLimit, ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit }),
      RouteSettings: { $connect: { ThrottlingRateLimit: CONNECT_THROTTLE.rateLimit, ThrottlingBurstLimit: CONNECT_THROTTLE.burstLimit } },
    });
    expect(CONNECT_THROTTLE.rateLimit).toBeLessThan(STAGE_THROTTLE.rateLimit);
    // The stage is made after the routes its settings name.
    const [stage] = Object.values(plain.template.findResources('AWS::ApiGatewayV2::Stage'));
    const routes = Object.keys(plain.template.findResources('AWS::ApiGatewayV2::Route'));
    expect(stage.DependsOn).toEqual(expect.arrayContaining(routes));
  });

  it('has no web ACL by default: the WebSocket goes straight to API Gateway', () => {
    plain.template.resourceCountIs('AWS::WAFv2::WebACL', 0);
    const [distribution] = Object.values(plain.template.findResources('AWS::CloudFront::Distribution'));
    expect(distribution.Properties.DistributionConfig.WebACLId).toBeUndefined();
    expect(distribution.Properties.DistributionConfig.CacheBehaviors).toBeUndefined();
    expect(nag(plain.stack)).toEqual([]);
  });
});

describe('the wafRateLimit option', () => {
  let waf: ReturnType<typeof synth>;

  beforeAll(() => {
    waf = synth({ wafRateLimit: 2000 });
  });

  it('adds a CloudFront web ACL blocking an address past its requests per 5 minutes, attached to the distribution', () => {
    const acls = waf.template.findResources('AWS::WAFv2::WebACL');
    expect(Object.keys(acls)).toHaveLength(1);
    const [[aclId, acl]] = Object.entries(acls);
    expect(acl.Properties).toMatchObject({
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [{ Action: { Block: {} }, Statement: { RateBasedStatement: { Limit: 2000, AggregateKeyType: 'IP', EvaluationWindowSec: 300 } } }],
    });
    waf.template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [aclId, 'Arn'] } }),
    });
    // Deployable only in us-east-1: a template rule says so before anything is made.
    expect(JSON.stringify(waf.template.toJSON().Rules)).toContain('us-east-1');
  });

  it('serves the WebSocket through the distribution at the stage\'s path, uncached, and tells the client that URL', () => {
    const [distribution] = Object.values(waf.template.findResources('AWS::CloudFront::Distribution'));
    const behaviors = distribution.Properties.DistributionConfig.CacheBehaviors as Record<string, unknown>[];
    expect(behaviors).toHaveLength(1);
    expect(behaviors[0]).toMatchObject({ PathPattern: '/live', ViewerProtocolPolicy: 'https-only', CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad' });
    const origins = distribution.Properties.DistributionConfig.Origins as { Id: string; DomainName: unknown }[];
    const api = origins.find((o) => JSON.stringify(o.DomainName).includes('execute-api'));
    expect(api).toBeDefined();
    // config.json's markers resolve to the distribution's domain, not the API's endpoint.
    const [deployment] = Object.values(waf.template.findResources('Custom::CDKBucketDeployment'));
    const markers = JSON.stringify(deployment.Properties.SourceMarkers);
    const [distributionId] = Object.keys(waf.template.findResources('AWS::CloudFront::Distribution'));
    expect(markers).toContain(`"${distributionId}","DomainName"`);
    expect(markers).not.toContain('ApiEndpoint');
  });

  it('passes cdk-nag AwsSolutions', () => {
    expect(nag(waf.stack)).toEqual([]);
  });

  it('refuses a limit WAF would not take', () => {
    expect(() => synth({ wafRateLimit: 5 })).toThrow(/at least 10/);
  });
});
