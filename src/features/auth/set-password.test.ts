import { validateNewPassword } from './set-password';

const text = (password: string, confirmation: string) => validateNewPassword(password, confirmation)?.message ?? null;

describe('validateNewPassword (set-password screen)', () => {
  it("requires both fields: 'All fields are required'", () => {
    expect(text('', '')).toBe('All fields are required');
    expect(text('secret1', '')).toBe('All fields are required');
    expect(text('', 'secret1')).toBe('All fields are required');
  });

  it("refuses different passwords: 'Passwords do not match'", () => {
    expect(text('secret1', 'secret2')).toBe('Passwords do not match');
  });

  it("needs at least 6 characters: 'Password must be at least 6 characters'", () => {
    expect(text('abc12', 'abc12')).toBe('Password must be at least 6 characters');
    expect(text('abc123', 'abc123')).toBeNull();
  });
});
