// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { CaptionedTable, TableScroll } from './TableScroll';

const body = (
  <tbody>
    <tr>
      <td>1</td>
    </tr>
  </tbody>
);

describe('TableScroll', () => {
  it('is a focusable region named by the caption of a CaptionedTable', () => {
    render(<CaptionedTable caption="Fase 1">{body}</CaptionedTable>);
    const region = screen.getByRole('region', { name: 'Fase 1' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Fase 1' })).toBeInTheDocument();
  });

  it('is a focusable region named by a text label', () => {
    render(
      <TableScroll label="Dispositivi">
        <table aria-label="Dispositivi">{body}</table>
      </TableScroll>,
    );
    const region = screen.getByRole('region', { name: 'Dispositivi' });
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('without a name is a plain box, neither a region nor a tab stop', () => {
    const { container } = render(
      <TableScroll>
        <table aria-label="Membri">{body}</table>
      </TableScroll>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('.table-scroll')).not.toHaveAttribute('tabindex');
  });
});
