// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BilingualTextField } from './BilingualTextField';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

describe('BilingualTextField', () => {
  it('flags a missing English only when the Italian is written', () => {
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <BilingualTextField id="name" label="Nome" value={{ it: '', en: '' }} onChange={() => {}} />
      </I18nProvider>,
    );
    expect(screen.queryByText('traduzione mancante')).toBeNull();
    rerender(
      <I18nProvider i18n={i18n}>
        <BilingualTextField id="name" label="Nome" value={{ it: 'Clima', en: '' }} onChange={() => {}} error="Errore" />
      </I18nProvider>,
    );
    expect(screen.getByText('traduzione mancante')).toBeInTheDocument();
    expect(screen.getByLabelText('Italiano')).toHaveAccessibleDescription('Errore');
  });
});
