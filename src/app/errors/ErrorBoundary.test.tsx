// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { LanguageProvider } from '../../lib/i18n';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary', () => {
  it("shows 'Qualcosa è andato storto' with a reload button when a screen throws", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LanguageProvider>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </LanguageProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Qualcosa è andato storto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ricarica la pagina' })).toBeEnabled();
  });
});
