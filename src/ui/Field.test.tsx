// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { TextField } from './Field';

describe('TextField', () => {
  it('labels its input and ties the error text to it', () => {
    render(<TextField label="Email" error="Required field" defaultValue="" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Required field');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Password" type="password" />);
    const input = screen.getByLabelText('Password');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
