// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderedList } from './OrderedList';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

function Fruits() {
  const [items, setItems] = useState(['mela', 'pera', 'uva']);
  return (
    <I18nProvider i18n={i18n}>
      <OrderedList
        items={items}
        keyOf={(item) => item}
        nameOf={(item) => item}
        label="Frutta"
        onMove={(from, to) =>
          setItems((current) => {
            const next = [...current];
            const [moved] = next.splice(from, 1);
            next.splice(to, 0, moved!);
            return next;
          })
        }
        renderItem={(item) => <span>{item}</span>}
      />
    </I18nProvider>
  );
}

const order = () =>
  Array.from(
    screen.getByRole('list', { name: 'Frutta' }).querySelectorAll('.ordered-list__body'),
    (node) => node.textContent,
  );

describe('OrderedList', () => {
  it('moves an item with its buttons and announces where it went', () => {
    render(<Fruits />);
    fireEvent.click(screen.getByRole('button', { name: 'Sposta su: uva' }));
    expect(order()).toEqual(['mela', 'uva', 'pera']);
    expect(screen.getByRole('status')).toHaveTextContent('uva: posizione 2 di 3');
    fireEvent.click(screen.getByRole('button', { name: 'Sposta giù: mela' }));
    expect(order()).toEqual(['uva', 'mela', 'pera']);
  });

  it('offers no move past either end', () => {
    render(<Fruits />);
    expect(screen.getByRole('button', { name: 'Sposta su: mela' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sposta giù: uva' })).toBeDisabled();
  });

  it('moves an item dropped on another', () => {
    render(<Fruits />);
    const handles = document.querySelectorAll('.ordered-list__handle');
    const items = screen.getByRole('list', { name: 'Frutta' }).querySelectorAll('li');
    fireEvent.dragStart(handles[0]!, { dataTransfer: { setData: () => {}, effectAllowed: '' } });
    fireEvent.dragOver(items[2]!);
    fireEvent.drop(items[2]!);
    expect(order()).toEqual(['pera', 'uva', 'mela']);
  });
});
