import { createInstallState, isIosSafari, type InstallEnvironment } from './install-state';

const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const IPHONE_SAFARI_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

function environment({ userAgent = CHROME_UA, standalone = false, maxTouchPoints = 0 } = {}) {
  const target = new EventTarget() as InstallEnvironment;
  target.navigator = { userAgent, maxTouchPoints };
  target.matchMedia = (query) => ({ matches: standalone && query === '(display-mode: standalone)' });
  return target;
}

function installPromptEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(async () => undefined);
  Object.assign(event, { prompt, userChoice: Promise.resolve({ outcome }) });
  return { event, prompt };
}

describe('install state', () => {
  it('offers nothing until the browser sends beforeinstallprompt, then the prompt', () => {
    const env = environment();
    const state = createInstallState(env);
    const listener = vi.fn();
    state.subscribe(listener);
    expect(state.getSnapshot()).toBe('unavailable');
    const { event } = installPromptEvent('accepted');
    env.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(state.getSnapshot()).toBe('prompt');
    expect(listener).toHaveBeenCalledOnce();
  });

  it('shows the prompt once; accepting marks the app installed', async () => {
    const env = environment();
    const state = createInstallState(env);
    const { event, prompt } = installPromptEvent('accepted');
    env.dispatchEvent(event);
    expect(await state.promptInstall()).toBe('accepted');
    expect(prompt).toHaveBeenCalledOnce();
    expect(state.getSnapshot()).toBe('installed');
    expect(await state.promptInstall()).toBe('unavailable');
  });

  it('a dismissed prompt cannot be reused: nothing offered until the browser sends a new one', async () => {
    const env = environment();
    const state = createInstallState(env);
    env.dispatchEvent(installPromptEvent('dismissed').event);
    expect(await state.promptInstall()).toBe('dismissed');
    expect(state.getSnapshot()).toBe('unavailable');
  });

  it('is hidden when running standalone, even with a prompt event', () => {
    const env = environment({ standalone: true });
    const state = createInstallState(env);
    env.dispatchEvent(installPromptEvent('accepted').event);
    expect(state.getSnapshot()).toBe('installed');
  });

  it('becomes installed on appinstalled', () => {
    const env = environment();
    const state = createInstallState(env);
    env.dispatchEvent(installPromptEvent('accepted').event);
    env.dispatchEvent(new Event('appinstalled'));
    expect(state.getSnapshot()).toBe('installed');
  });

  it('shows the iOS steps on iOS Safari (no install event there), not once added to the home screen', () => {
    expect(createInstallState(environment({ userAgent: IPHONE_SAFARI_UA })).getSnapshot()).toBe('ios');
    const homeScreen = environment({ userAgent: IPHONE_SAFARI_UA });
    homeScreen.navigator.standalone = true;
    expect(createInstallState(homeScreen).getSnapshot()).toBe('installed');
  });

  it('recognises iOS Safari, iPadOS included, and not other browsers', () => {
    expect(isIosSafari({ userAgent: IPHONE_SAFARI_UA })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_DESKTOP_UA, maxTouchPoints: 5 })).toBe(true);
    expect(isIosSafari({ userAgent: IPAD_DESKTOP_UA, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafari({ userAgent: IPHONE_CHROME_UA })).toBe(false);
    expect(isIosSafari({ userAgent: CHROME_UA })).toBe(false);
  });
});
