import { useState, type ComponentType, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { WidgetProps, WidgetQuestion } from './types';

/** Test helpers: Italian is the source locale, so an empty catalog renders the source strings. */
export function question(response_type: string, options?: unknown, metadata?: unknown): WidgetQuestion {
  return {
    item_code: `Q_${response_type}`,
    question_text: `Domanda ${response_type}`,
    response_type,
    options,
    metadata,
  };
}

i18n.loadAndActivate({ locale: 'it', messages: {} });

function withI18n(children: ReactNode) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders with a fixed value prop, as a parent that has not stored anything yet. */
export function renderFixed(Widget: ComponentType<WidgetProps>, q: WidgetQuestion, value?: string, disabled?: boolean) {
  const onChange = vi.fn<(value: string) => void>();
  const result = render(withI18n(<Widget question={q} value={value} onChange={onChange} disabled={disabled} />));
  const rerenderWith = (next: string | undefined) =>
    result.rerender(withI18n(<Widget question={q} value={next} onChange={onChange} disabled={disabled} />));
  return { ...result, onChange, rerenderWith };
}

/** Renders inside a parent that stores every emitted value, like the assessment screen. */
export function renderControlled(Widget: ComponentType<WidgetProps>, q: WidgetQuestion, initial?: string) {
  const onChange = vi.fn<(value: string) => void>();
  function Parent() {
    const [value, setValue] = useState(initial);
    return (
      <Widget
        question={q}
        value={value}
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
    );
  }
  return { ...render(withI18n(<Parent />)), onChange };
}
