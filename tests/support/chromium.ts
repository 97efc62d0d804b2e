/** Debian's Chromium (`npm run test:setup` installs it); Playwright never downloads a browser here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium 156 builds the omnibox popup's WebUI, about 130 chrome:// files in a renderer of its
 * own, again and again while tabs open and navigate: on this 2-core machine that renderer kept a core busy
 * through a whole cold start and slowed the app's own page by a third. It is the browser's address bar, which
 * an installed app's window and a phone's browser do not have, so the e2e run and the benches switch it off.
 */
const OMNIBOX_WEBUI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

// Chromium honours only the last --disable-features: Playwright's own list (playwright-core 1.64,
// coreBundle.js) is repeated here so that adding ours does not switch those back on.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'BlockOriginHeaderModificationOnRedirect',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'Translate',
  'AutoDeElevate',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
];

/** A launcher's flags with the omnibox WebUI features added to its --disable-features (one is added if it has none). */
export function withoutOmniboxWebUI(flags: string[]): string[] {
  const features = OMNIBOX_WEBUI_FEATURES.join(',');
  if (!flags.some((flag) => flag.startsWith('--disable-features=')))
    return [...flags, `--disable-features=${features}`];
  return flags.map((flag) => (flag.startsWith('--disable-features=') ? `${flag},${features}` : flag));
}

/** The flags every Playwright launch of Chromium in this project uses (the e2e run and the benches). */
export const CHROMIUM_ARGS = withoutOmniboxWebUI([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES.join(',')}`,
]);
