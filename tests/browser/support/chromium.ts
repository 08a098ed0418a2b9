// Chromium for the browser tests: the Debian package (no browser download works on these
// machines) and its flags, apart from the helpers so that the global setup loads no stack.
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** A Chromium of this process's own. */
export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** A Chromium that test files connect to (one launch for the whole run instead of one a file). */
export const serveChromium = (): Promise<BrowserServer> => chromium.launchServer({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

/** Connects to a served Chromium; closing the connection closes the contexts made through it. */
export const connectChromium = (wsEndpoint: string): Promise<Browser> => chromium.connect(wsEndpoint);
