// One place that decides which Chromium the tools launch. The tests drive Chromium's headless shell
// (Debian's `chromium-headless-shell`): the same engine and version as Debian's `chromium`, without
// the full browser's window layer, so a page load costs about two fifths less of the machine. The
// baselines are its rendering. Lighthouse and the social images use the full browser. Nothing here
// downloads a browser.
import { existsSync, statfsSync } from 'node:fs';
import { chromium } from 'playwright';

/**
 * Whether /dev/shm is too small for Chromium's shared memory (a container's 64 MB): Chromium then
 * keeps it in /tmp instead, on disk, which costs a twentieth of a page-heavy test run where the
 * machine's /dev/shm is a large tmpfs.
 */
function smallSharedMemory() {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize < 1024 ** 3;
  } catch {
    return true;
  }
}

/** Flags that keep Chromium quiet on a closed network and inside containers. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  ...(smallSharedMemory() ? ['--disable-dev-shm-usage'] : []),
  '--font-render-hinting=none',
];

/**
 * Path of the Chromium the tests launch: $HEADLESS_SHELL_PATH, else Debian's
 * `/usr/bin/chromium-headless-shell`, else `undefined`: Playwright then launches the headless shell
 * it manages (`npx playwright install chromium-headless-shell`), whose rendering may differ from the
 * baselines.
 */
export function testChromium() {
  return [process.env.HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'].find(
    (candidate) => candidate && existsSync(candidate),
  );
}

const howToGetOne = `No Chromium found. Install one of:
  - Debian/Ubuntu: sudo apt-get install -y chromium   (gives /usr/bin/chromium)
  - any machine:   npx playwright install chromium
or point CHROME_PATH at an existing Chrome/Chromium binary.`;

/** Path of the full Chromium (Lighthouse, the social images); throws one clear message when there is none. */
export function chromiumExecutable() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    const bundled = chromium.executablePath();
    if (bundled && existsSync(bundled)) return bundled;
  } catch {
    // Playwright throws when its browser was never installed; fall through to the message.
  }
  throw new Error(howToGetOne);
}

/**
 * The phone the site is measured on (e2e/first-tap.spec.ts, `npm run bench`): a 4× slower CPU over
 * slow 4G, Lighthouse's mobile throttling (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up).
 * Applied to a page through its DevTools session.
 */
export async function emulateSlowPhone(cdp) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}
