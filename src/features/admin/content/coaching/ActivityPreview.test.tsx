// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityPreview } from './ActivityPreview';
import { activityDraft } from './drafts';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

const show = (draft: ReturnType<typeof activityDraft>) =>
  render(
    <I18nProvider i18n={i18n}>
      <ActivityPreview draft={draft} />
    </I18nProvider>,
  );

describe("the member's view of an activity as it is typed", () => {
  it('says whether a video will play, and who sees the activity', () => {
    show({ ...activityDraft(null), title: 'Intro', contentUrl: 'https://example.test/x', teamLeaderOnly: true });
    expect(screen.getByRole('region', { name: 'Anteprima per il membro' })).toBeTruthy();
    expect(screen.getByText('Nessun video valido')).toBeTruthy();
    expect(screen.getByText('Solo team leader')).toBeTruthy();
    cleanup();
    show({ ...activityDraft(null), title: 'Intro', contentUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(screen.getByText("Riprodotto nella pagina dell'attività")).toBeTruthy();
  });

  it("shows a workshop's logistics as the member's card does", () => {
    const draft = activityDraft(null);
    show({
      ...draft,
      title: 'Workshop',
      activityType: 'workshop',
      workshop: {
        ...draft.workshop,
        mode: 'hybrid',
        venueAddress: 'Via Roma 1',
        maxParticipants: '12',
        techRequirements: ['Laptop', 'Webcam'],
      },
    });
    expect(screen.getByText('Ibrido')).toBeTruthy();
    expect(screen.getByText('Via Roma 1')).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    expect(screen.getByText('Laptop, Webcam')).toBeTruthy();
  });
});
