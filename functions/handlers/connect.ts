// Placeholder created by the infra work so that `cdk synth` can bundle; replace with the real handler.
export const handler = async (): Promise<{ statusCode: number }> => ({ statusCode: 200 });
