import * as fs from 'node:fs';
import * as path from 'node:path';
import { Annotations, DefaultStackSynthesizer, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { nagArn, nagRef } from '../nag.ts';

export interface StaticSiteProps {
  /** Folder of the built web client. Deployed only if it holds an `index.html` at synth time. */
  readonly siteDir: string;
  /** Served as `/config.json` so the client learns deploy-time values (e.g. the WebSocket URL). */
  readonly runtimeConfig: Record<string, string>;
  /** Extra origins the page may connect to (CSP `connect-src`), e.g. the WebSocket API endpoint. */
  readonly connectSources?: string[];
  /**
   * A web ACL to attach (rate-limit.ts). The WebSocket API is then served through the distribution
   * too, at `/<stageName>`, so that the web ACL sees its handshakes (WAF cannot be attached to a
   * WebSocket API), and `config.json` gives that URL.
   */
  readonly waf?: { readonly webAclArn: string; readonly webSocketDomain: string; readonly stageName: string };
}

/**
 * The web client: a private S3 bucket behind CloudFront (Origin Access Control), with SPA
 * fallback to `/index.html`, security headers, and access logs for both bucket and distribution.
 */
export class StaticSite extends Construct {
  readonly bucket: s3.Bucket;
  readonly logBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly deployment: s3deploy.BucketDeployment;
  /** Whether the built client was found at synth time (otherwise only `config.json` is deployed). */
  readonly includesSiteBuild: boolean;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);

    this.logBucket = new s3.Bucket(this, 'AccessLogs', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // CloudFront standard logging delivers through a bucket ACL.
      objectOwnership: s3.ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket; logging its own access would recurse.',
    });

    // Retained rather than DESTROY + autoDeleteObjects: the auto-delete custom resource needs a
    // bucket-policy grant of its own, and CloudFront is to be the only principal the policy allows.
    this.bucket = new s3.Bucket(this, 'Content', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/',
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Hexfold web client',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders(props.connectSources ?? []),
      },
      // Client-side routes are not objects; the origin answers 403 (no ListBucket) or 404.
      errorResponses: [403, 404].map((httpStatus) => ({
        httpStatus,
        responseHttpStatus: 200,
        responsePagePath: '/index.html',
        ttl: Duration.seconds(10),
      })),
      enableLogging: true,
      logBucket: this.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(props.waf ? { webAclId: props.waf.webAclArn } : {}),
    });
    if (props.waf) {
      // The upgrade goes through uncached, with every header but Host (API Gateway's own domain).
      this.distribution.addBehavior(`/${props.waf.stageName}`, new origins.HttpOrigin(props.waf.webSocketDomain), {
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
        originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      });
    }
    this.acknowledgeDistributionFindings(props.waf !== undefined);

    this.includesSiteBuild = fs.existsSync(path.join(props.siteDir, 'index.html'));
    if (!this.includesSiteBuild) {
      Annotations.of(this).addWarningV2(
        '@hexfold/infra:site-not-built',
        `No built web client in ${path.basename(path.dirname(props.siteDir))}/${path.basename(props.siteDir)}: ` +
          'only config.json is deployed. Build the web client before deploying to publish it.',
      );
    }
    // config.json comes last so that it replaces any development copy shipped in the build.
    const runtimeConfig = props.waf
      ? { ...props.runtimeConfig, wsUrl: `wss://${this.distribution.distributionDomainName}/${props.waf.stageName}` }
      : props.runtimeConfig;
    const sources = [s3deploy.Source.jsonData('config.json', runtimeConfig)];
    if (this.includesSiteBuild) sources.unshift(s3deploy.Source.asset(props.siteDir));

    // Own role and log group for the deployment handler: no AWS-managed policy, bounded log retention.
    const deploymentLogs = new logs.LogGroup(this, 'DeploymentLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const deploymentRole = new iam.Role(this, 'DeploymentRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the web client into the site bucket and invalidates the CDN cache',
    });
    deploymentLogs.grantWrite(deploymentRole);

    this.deployment = new s3deploy.BucketDeployment(this, 'Deployment', {
      sources,
      role: deploymentRole,
      logGroup: deploymentLogs,
      destinationBucket: this.bucket,
      // Pruning a config-only deployment would delete a previously published client.
      prune: this.includesSiteBuild,
      // Browsers revalidate every file; CloudFront keeps them until the invalidation below.
      cacheControl: [
        s3deploy.CacheControl.setPublic(),
        s3deploy.CacheControl.maxAge(Duration.seconds(0)),
        s3deploy.CacheControl.sMaxAge(Duration.days(365)),
      ],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 256,
    });
    this.acknowledgeDeploymentFindings(deploymentRole);
  }

  /** `https://` URL of the distribution. */
  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  private securityHeaders(connectSources: string[]): cloudfront.ResponseHeadersPolicy {
    const csp = [
      "default-src 'self'",
      "script-src 'self'",
      // Inline style attributes are common in component libraries; scripts stay strict.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self'",
      `connect-src ${["'self'", ...connectSources].join(' ')}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; ');
    return new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Hexfold web client security headers',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
      },
    });
  }

  /** The deployment handler is CDK's own Lambda; its grants come from `BucketDeployment`. */
  private acknowledgeDeploymentFindings(role: iam.Role): void {
    const stack = Stack.of(this);
    const qualifier: string =
      this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const wildcards = [
      'Action::s3:GetObject*',
      'Action::s3:GetBucket*',
      'Action::s3:List*',
      'Action::s3:DeleteObject*',
      'Action::s3:Abort*',
      `Resource::${nagArn('s3', `cdk-${qualifier}-assets-<AWS::AccountId>-<AWS::Region>/*`, { global: true })}`,
      `Resource::${nagRef(this.bucket, 'Arn')}/*`,
      'Resource::*',
    ];
    Validations.of(role).acknowledge(
      ...wildcards.map((finding) => ({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason:
          'Granted by BucketDeployment: read of the CDK asset objects, read/write/delete of the objects in this ' +
          'site bucket (prune), and CloudFront invalidation, whose API takes no resource ARN.',
      })),
    );
    // The handler is a singleton at stack level, named after BucketDeployment's fixed UUID.
    const handlers = stack.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
    for (const handler of handlers) {
      Validations.of(handler).acknowledge({
        id: 'AwsSolutions-L1',
        reason: 'The runtime of the BucketDeployment handler is chosen by aws-cdk-lib together with its AWS CLI layer.',
      });
    }
  }

  private acknowledgeDistributionFindings(withWaf: boolean): void {
    if (!withWaf) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'The distribution serves static, cacheable files only (game traffic goes to the WebSocket API), ' +
          'so a WAF web ACL would add cost without protecting a dynamic origin; the stack option wafRateLimit adds one.',
      });
    }
    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The distribution uses the default *.cloudfront.net certificate (no custom domain), ' +
          'whose minimum viewer TLS version cannot be raised.',
      },
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The game is open to players worldwide; there is no country to restrict.',
      },
    );
  }
}
