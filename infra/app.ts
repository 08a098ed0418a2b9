import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { HexfoldStack } from './hexfold-stack.ts';

const app = new App();
// Env-agnostic: deploys to the account and region of the CLI credentials.
new HexfoldStack(app, 'HexfoldStack');
// cdk-nag 3 runs as a synth-time validation plugin (it replaced the v2 Aspect); any finding
// that is not acknowledged next to its resource fails the synth.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
