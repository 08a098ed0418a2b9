// Global setup of the browser tests: make sure Chromium is installed (the Debian package: no
// browser download works on these machines), build the web client with vite's API, and start one
// Chromium that every test file connects to (each file still makes its own contexts and stack).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, serveChromium } from './support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The served Chromium's WebSocket endpoint (support/browser.ts connects to it). */
    chromiumEndpoint: string;
  }
}

function installChromium(): void {
  if (existsSync(CHROMIUM)) return;
  execSync('apt-get update && apt-get install -y chromium', {
    stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const buildWeb = () => build({ configFile: fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url)), logLevel: 'warn' });

/** Chromium installed and the web client built (the benchmarks need them too). */
export async function prepare(): Promise<void> {
  installChromium();
  await buildWeb();
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  installChromium();
  const [server] = await Promise.all([serveChromium(), buildWeb()]);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
