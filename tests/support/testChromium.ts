/**
 * The Chromium the test suites drive (never downloaded): Debian's `chromium-headless-shell`, the
 * same Chromium build in the headless mode Playwright itself uses by default, when installed
 * (scripts/lib/system-deps.sh installs it); else the full browser, `/usr/bin/chromium`. The shell
 * draws no browser window and runs no GPU process: the e2e suite took about a third less CPU and a
 * quarter less time with it (decision 170). `E2E_CHROMIUM` names another executable.
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const testChromium: string = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The flags every test browser starts with. */
export const testChromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
