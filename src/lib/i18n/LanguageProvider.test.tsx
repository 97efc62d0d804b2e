// @vitest-environment jsdom
import { act, render, screen, cleanup } from '@testing-library/react';
import { Trans } from '@lingui/react/macro';
import { LanguageProvider } from './LanguageProvider';
import { useLanguage } from './language-context';
import { readPreferredLanguage } from './languages';

function Probe() {
  const { language, setLanguage } = useLanguage();
  return (
    <div>
      <p data-testid="language">{language}</p>
      <h1>
        <Trans>Qualcosa è andato storto</Trans>
      </h1>
      <button type="button" onClick={() => void setLanguage(language === 'it' ? 'en' : 'it')}>
        switch
      </button>
    </div>
  );
}

describe('LanguageProvider', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('useLanguage outside the provider throws the developer message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useLanguage must be used within a LanguageProvider');
  });

  it('defaults to Italian and sets <html lang>', async () => {
    render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Qualcosa è andato storto' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    expect(screen.getByTestId('language')).toHaveTextContent('it');
  });

  it('starts in the stored language, and a switch is stored and applied', async () => {
    localStorage.setItem('preferred-language', 'en');
    render(
      <LanguageProvider>
        <Probe />
      </LanguageProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    await act(async () => screen.getByRole('button', { name: 'switch' }).click());
    expect(await screen.findByRole('heading', { name: 'Qualcosa è andato storto' })).toBeInTheDocument();
    expect(localStorage.getItem('preferred-language')).toBe('it');
    expect(document.documentElement.lang).toBe('it');
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem('preferred-language', 'de');
    expect(readPreferredLanguage()).toBe('it');
  });
});
