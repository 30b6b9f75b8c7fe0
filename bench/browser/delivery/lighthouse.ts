/**
 * The Lighthouse performance score of a signed-in page: Debian Chromium launched by puppeteer-core
 * with the project's flags, the user signed in through the login page in that tab, the cache
 * cleared, then Lighthouse's navigation (desktop preset) in the same tab, so that the session in
 * sessionStorage is kept (`disableStorageReset`: Lighthouse would otherwise clear the origin).
 */
import { desktopConfig, navigation } from 'lighthouse';
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

export interface LighthouseTarget {
  readonly origin: string;
  readonly path: string;
  readonly chromiumPath: string;
  readonly flags: readonly string[];
  readonly username: string;
  readonly password: string;
}

export interface LighthouseScore {
  readonly performance: number;
  readonly fcp: string;
  readonly lcp: string;
  readonly tbt: string;
  readonly cls: string;
  /** Lighthouse's own error when it could not measure (no score then), e.g. NO_FCP. */
  readonly error?: string;
}

export async function lighthouseScore(target: LighthouseTarget): Promise<LighthouseScore> {
  const browser = await puppeteer.launch({ executablePath: target.chromiumPath, args: [...target.flags], headless: true, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await page.goto(`${target.origin}${target.path}`);
    await page.waitForSelector('#username');
    await page.type('#username', target.username);
    await page.type('#password', target.password);
    await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
    await page.waitForSelector('table tbody tr td', { timeout: 60_000 });
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await page.goto('about:blank');
    const result = await navigation(page as never, `${target.origin}${target.path}`, { config: desktopConfig, flags: { disableStorageReset: true } });
    const lhr = result!.lhr;
    // BENCH_LIGHTHOUSE_REPORT=<file>: the whole report (JSON), to see what an audit flags.
    if (process.env.BENCH_LIGHTHOUSE_REPORT) writeFileSync(process.env.BENCH_LIGHTHOUSE_REPORT, JSON.stringify(lhr));
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    };
  } finally {
    await browser.close();
  }
}
