import { deadlineOf, formatRemaining, hasTimeLimit, remainingMs, timerLevel, timerLevelLabel } from './timer';

describe('timer math', () => {
  it('has a deadline only with a positive limit and a started_at', () => {
    expect(deadlineOf('2026-03-02T09:00:00.000Z', 1)).toBe(Date.parse('2026-03-02T09:01:00.000Z'));
    expect(deadlineOf(null, 1)).toBeNull();
    expect(deadlineOf('2026-03-02T09:00:00.000Z', 0)).toBeNull();
    expect(deadlineOf('2026-03-02T09:00:00.000Z', null)).toBeNull();
    expect(hasTimeLimit(-5)).toBe(false);
  });

  it('never goes below zero', () => {
    expect(remainingMs(1000, 400)).toBe(600);
    expect(remainingMs(1000, 5000)).toBe(0);
  });

  it('is warning at <= 20 % and danger at <= 5 % of the time left', () => {
    const total = 600_000;
    expect(timerLevel(120_001, total)).toBe('normal');
    expect(timerLevel(120_000, total)).toBe('warning');
    expect(timerLevel(30_001, total)).toBe('warning');
    expect(timerLevel(30_000, total)).toBe('danger');
    expect(timerLevel(0, total)).toBe('danger');
  });

  it('shows minutes:seconds, rounding partial seconds up', () => {
    expect(formatRemaining(60_000)).toBe('01:00');
    expect(formatRemaining(59_001)).toBe('01:00');
    expect(formatRemaining(9_000)).toBe('00:09');
    expect(formatRemaining(90 * 60_000)).toBe('90:00');
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(-5)).toBe('00:00');
  });

  it('labels each look with the spec text', () => {
    expect(timerLevelLabel('normal').message).toBe('Tempo rimanente');
    expect(timerLevelLabel('warning').message).toBe('Tempo in scadenza');
    expect(timerLevelLabel('danger').message).toBe('Ultimo minuto!');
  });
});
