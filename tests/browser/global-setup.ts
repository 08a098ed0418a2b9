// Global setup of the browser tests: make sure Chromium is installed (the Debian package: no
// browser download works on these machines), then build the web client with vite's API.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const CHROMIUM = '/usr/bin/chromium';

export default async function setup(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    execSync('apt-get update && apt-get install -y chromium', {
      stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  await build({ configFile: fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url)), logLevel: 'warn' });
}
