import { describe, expect, it } from 'vitest';
import {
  isVideoLink,
  validateActivity,
  validatePhase,
  validateProgram,
  type ActivityDraft,
  type WorkshopDraft,
} from './validation';
import { workshopContent } from './workshop-content';

const workshop: WorkshopDraft = {
  mode: '',
  venueAddress: '',
  meetingUrl: '',
  scheduledAt: '',
  maxParticipants: '',
  logisticsNotes: '',
  techRequirements: [],
};
const activity = (over: Partial<ActivityDraft> = {}): ActivityDraft => ({
  title: 'Attività',
  description: '',
  activityType: 'quiz',
  isRequired: true,
  teamLeaderOnly: false,
  estimatedMinutes: '',
  instructions: '',
  contentUrl: '',
  workshop,
  promptTemplateId: '',
  isActive: true,
  ...over,
});

describe('video links', () => {
  it('accepts the watch and youtu.be forms the player plays', () => {
    expect(isVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isVideoLink('https://youtube.com/watch?list=x&v=dQw4w9WgXcQ&t=10')).toBe(true);
    expect(isVideoLink(' https://youtu.be/dQw4w9WgXcQ ')).toBe(true);
  });
  it('refuses what is not a video link', () => {
    expect(isVideoLink('https://example.test/film.mp4')).toBe(false);
    expect(isVideoLink('https://www.youtube.com/watch?v=short')).toBe(false);
    expect(isVideoLink('https://vimeo.com/123456')).toBe(false);
  });
});

describe('an activity', () => {
  it('says at the link field that a video activity needs a video link', () => {
    expect(validateActivity(activity({ activityType: 'video' })).contentUrl?.id).toBeDefined();
    expect(
      validateActivity(activity({ activityType: 'video', contentUrl: 'https://example.test/x' })).contentUrl,
    ).toBeDefined();
    expect(validateActivity(activity({ activityType: 'video', contentUrl: 'https://youtu.be/dQw4w9WgXcQ' }))).toEqual(
      {},
    );
  });
  it('needs a title and whole minutes', () => {
    const errors = validateActivity(activity({ title: ' ', estimatedMinutes: '2.5' }));
    expect(Object.keys(errors).sort()).toEqual(['estimatedMinutes', 'title']);
  });
  it("checks a workshop's link, venue, date and participants", () => {
    const errors = validateActivity(
      activity({
        activityType: 'workshop',
        workshop: { ...workshop, mode: 'hybrid', scheduledAt: 'domani', maxParticipants: '0' },
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(['maxParticipants', 'meetingUrl', 'scheduledAt', 'venueAddress']);
  });
  it('needs a prompt template for an AI suggestion', () => {
    expect(validateActivity(activity({ activityType: 'ai_suggestion' })).promptTemplateId).toBeDefined();
  });
});

describe('programs and phases', () => {
  it('need a name or title, and whole weeks', () => {
    expect(Object.keys(validateProgram({ name: '', description: '', durationWeeks: '0' })).sort()).toEqual([
      'durationWeeks',
      'name',
    ]);
    const phase = {
      title: 'Fase',
      description: '',
      durationWeeks: '4',
      learningObjectives: [],
      deliverables: [],
      isActive: true,
    };
    expect(validatePhase(phase)).toEqual({});
    expect(Object.keys(validatePhase({ ...phase, title: '', durationWeeks: '' })).sort()).toEqual([
      'durationWeeks',
      'title',
    ]);
  });
});

describe("a workshop's content", () => {
  it('is written as the member screen reads it, leaving out empty fields', () => {
    expect(
      workshopContent({
        ...workshop,
        mode: 'online',
        meetingUrl: ' https://meet.example.test/a ',
        scheduledAt: '2026-12-03T09:30:00Z',
        maxParticipants: '12',
        techRequirements: ['Laptop', ' '],
      }),
    ).toEqual({
      workshop_mode: 'online',
      meeting_url: 'https://meet.example.test/a',
      scheduled_datetime: '2026-12-03T09:30:00.000Z',
      max_participants: 12,
      tech_requirements: ['Laptop'],
    });
  });
});
