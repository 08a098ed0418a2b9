import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaticSite } from '../../infra/constructs/static-site.ts';

// The stack test covers the site without a web build; this one covers the usual deploy, with one.
describe('StaticSite with a built web client', () => {
  let siteDir: string;
  let stack: Stack;
  let site: StaticSite;
  let template: Template;

  beforeAll(() => {
    // GIVEN a built client on disk
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hexfold-site-'));
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>Hexfold</title>');
    // WHEN the site is synthesized
    stack = new Stack(new App(), 'SiteStack');
    site = new StaticSite(stack, 'Site', {
      siteDir,
      runtimeConfig: { wsUrl: 'wss://example.invalid/live' },
      connectSources: ['wss://example.invalid'],
    });
    template = Template.fromStack(stack);
  });

  afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

  it('deploys the client and config.json together, pruning stale files', () => {
    // THEN one deployment carries both sources
    const [deployment, ...others] = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    expect(others).toHaveLength(0);
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(2);
    expect(deployment.Properties).toMatchObject({
      Prune: true,
      DistributionPaths: ['/*'],
      SystemMetadata: { 'cache-control': 'public, max-age=0, s-maxage=31536000' },
    });
    expect(site.includesSiteBuild).toBe(true);
  });

  it('does not warn about a missing build', () => {
    expect(Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('No built web client'))).toEqual([]);
  });

  it('lets the page connect to the given WebSocket origin only', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.stringLikeRegexp("connect-src 'self' wss://example\\.invalid;"),
            Override: true,
          },
        }),
      }),
    });
  });

  it('logs bucket and distribution access to a private log bucket', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: Match.objectLike({ LogFilePrefix: 's3/' }),
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Logging: Match.objectLike({ Prefix: 'cloudfront/' }) }),
    });
    template.allResourcesProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicAcls: true, RestrictPublicBuckets: true }),
    });
  });

  it('passes cdk-nag AwsSolutions', () => {
    const { violations } = new AwsSolutionsChecks().validateScope(stack);
    expect(violations.map((v) => `${v.severity} ${v.ruleName}`)).toEqual([]);
  });
});
