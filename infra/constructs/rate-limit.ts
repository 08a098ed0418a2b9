// Limits against one client taking the game for itself, in AWS (the local gateway's are in
// functions/local/throttle.ts): API Gateway's throttling of the WebSocket stage and of `$connect`,
// and, as a stack option, an AWS WAF rate-based rule per client address.
//
// API Gateway throttles per account, stage and route, not per client: it caps what the whole game
// may cost, and a flood then gets 429s instead of Lambda time. AWS WAF cannot be attached to a
// WebSocket API, only to the CloudFront distribution: with the option on, the WebSocket is served
// through the distribution too (static-site.ts), so that the rule sees each client's handshakes.
// WAF sees the handshake of a WebSocket, not the messages in it: the rule limits how often one
// address may connect; what a connection may send is the stage's throttle and the application's
// buckets (functions/app/limits.ts).
import { Aws, CfnRule, Fn } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

export interface Throttle {
  /** Steady requests per second. */
  readonly rateLimit: number;
  /** Requests at once above the steady rate. */
  readonly burstLimit: number;
}

/** Every route of the stage together: messages of all players (≈ 10 per second per busy game). */
export const STAGE_THROTTLE: Throttle = { rateLimit: 500, burstLimit: 1000 };
/** `$connect`: new connections of all players (a reconnecting crowd after a deploy fits the burst). */
export const CONNECT_THROTTLE: Throttle = { rateLimit: 50, burstLimit: 200 };

export interface WafRateLimitProps {
  /** Requests from one address per 5 minutes, past which its requests are blocked (WAF: at least 10). */
  readonly limit: number;
}

/** A CloudFront-scope web ACL with one rate-based rule per client address (blocks past `limit`). */
export class WafRateLimit extends Construct {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: WafRateLimitProps) {
    super(scope, id);
    if (!Number.isInteger(props.limit) || props.limit < 10) throw new Error(`wafRateLimit must be an integer of at least 10 (was ${props.limit})`);
    const visibility = (metricName: string) => ({ cloudWatchMetricsEnabled: true, sampledRequestsEnabled: true, metricName });
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Hexfold: requests per client address',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('hexfold-web-acl'),
      rules: [{
        name: 'requests-per-address',
        priority: 0,
        action: { block: {} },
        statement: { rateBasedStatement: { limit: props.limit, aggregateKeyType: 'IP', evaluationWindowSec: 300 } },
        visibilityConfig: visibility('hexfold-requests-per-address'),
      }],
    });
    // A CloudFront web ACL exists only in us-east-1: elsewhere the deployment stops before it starts.
    new CfnRule(this, 'CloudFrontRegion', {
      assertions: [{
        assert: Fn.conditionEquals(Aws.REGION, 'us-east-1'),
        assertDescription: 'wafRateLimit: a web ACL for CloudFront is created in us-east-1 only; deploy the stack there, or leave the option off.',
      }],
    });
  }
}
