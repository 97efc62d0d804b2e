import { describe, expect, it } from 'vitest';
import { activityPosition, orderActivities } from './navigation';

const phases = [
  { id: 'p2', phase_number: 2 },
  { id: 'p1', phase_number: 1 },
];
const activities = [
  { id: 'b2', title: 'B2', order_index: 2, phase_id: 'p2' },
  { id: 'a3', title: 'A3', order_index: 3, phase_id: 'p1' },
  { id: 'b1', title: 'B1', order_index: 1, phase_id: 'p2' },
  { id: 'a1', title: 'A1', order_index: 1, phase_id: 'p1' },
  { id: 'off', title: 'Off', order_index: 0, phase_id: 'p1', is_active: false },
];

describe('activity navigation', () => {
  it('orders by phase number, then order_index, leaving inactive activities out', () => {
    expect(orderActivities(phases, activities).map((a) => a.id)).toEqual(['a1', 'a3', 'b1', 'b2']);
  });

  it('gives the position as n of total with the previous and next activities', () => {
    expect(activityPosition(phases, activities, 'a3')).toMatchObject({
      index: 2,
      total: 4,
      previous: { id: 'a1' },
      next: { id: 'b1' },
    });
    expect(activityPosition(phases, activities, 'a1')).toMatchObject({ index: 1, previous: null, next: { id: 'a3' } });
    expect(activityPosition(phases, activities, 'b2')).toMatchObject({ index: 4, next: null });
  });

  it('is null for an activity outside the program', () => {
    expect(activityPosition(phases, activities, 'elsewhere')).toBeNull();
    expect(activityPosition(phases, activities, 'off')).toBeNull();
  });
});
