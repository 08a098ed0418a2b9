import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

/** The namespace and service of the handlers' game metrics (functions/app/metrics.ts has the same defaults). */
export const METRICS_NAMESPACE = 'Hexfold';
export const METRICS_SERVICE = 'hexfold';

/**
 * Lambda's nodejs20.x runtime is past its deprecation (April 2026) and Lambda blocks creating
 * functions on it, so the handlers run on the current LTS runtime. The bundle is plain ES2022
 * that also runs on the local Node 20 toolchain.
 */
export const HANDLER_RUNTIME = lambda.Runtime.NODEJS_24_X;

export interface HandlerFunctionProps {
  /** Absolute path of the TypeScript entry file; it must export `handler`. */
  readonly entry: string;
  /** `package-lock.json` of the project; its folder is the bundling root. */
  readonly depsLockFilePath: string;
  readonly environment?: Record<string, string>;
  readonly description?: string;
  /** @default 256 */
  readonly memorySize?: number;
  /** @default Duration.seconds(10) */
  readonly timeout?: Duration;
  /** @default logs.RetentionDays.ONE_MONTH */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * A Node.js Lambda bundled locally with esbuild (ESM, minified, source maps), with its own log
 * group and an execution role that may write to that log group only: no AWS-managed policy, and
 * every further permission is granted explicitly by the caller.
 */
export class HandlerFunction extends Construct {
  readonly function: nodejs.NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: HandlerFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Execution role of ${this.node.path}`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      depsLockFilePath: props.depsLockFilePath,
      runtime: HANDLER_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout ?? Duration.seconds(10),
      description: props.description,
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        ...props.environment,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        NODE_OPTIONS: '--enable-source-maps',
        // The game metrics' namespace and service dimension (the alarms' and dashboard's: monitoring.ts).
        POWERTOOLS_METRICS_NAMESPACE: METRICS_NAMESPACE,
        POWERTOOLS_SERVICE_NAME: METRICS_SERVICE,
      },
      bundling: {
        forceDockerBundling: false,
        format: nodejs.OutputFormat.ESM,
        mainFields: ['module', 'main'],
        // Dependencies bundled as CommonJS still call `require` for Node built-ins.
        banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        // Ship the SDK version the tests ran against rather than the one in the runtime.
        bundleAwsSDK: true,
        minify: true,
        sourceMap: true,
        sourcesContent: false,
      },
    });
  }
}
