// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../offline/notifications';
import { activateLanguage } from '../../lib/i18n/activate';
import { renderNotification } from './messages';

const base: NotificationItem = {
  id: 'n1',
  title: 'Assessment assegnato',
  message: 'testo salvato',
  message_key: 'assessment_assigned',
  message_params: { template_name: 'TWN – Team Work Navigator', assessment_type: 'twn' },
  notification_type: 'assessment_assigned',
  priority: 'urgent',
  link: '/assessment-list',
  read_at: null,
  created_at: '2026-11-22T10:00:00Z',
};

describe("notification texts from message key and parameters, in the reader's language", () => {
  it('Italian and English for an assigned assessment, with and without the person evaluated', async () => {
    await activateLanguage('it');
    expect(renderNotification(base, i18n)).toEqual({
      title: 'Assessment assegnato',
      text: 'Ti è stato assegnato l\'assessment "TWN – Team Work Navigator".',
    });
    await activateLanguage('en');
    expect(renderNotification(base, i18n)).toEqual({
      title: 'Assessment assigned',
      text: 'You have been assigned the assessment "TWN – Team Work Navigator".',
    });
    expect(
      renderNotification({ ...base, message_params: { ...base.message_params, target_name: 'Laura Neri' } }, i18n).text,
    ).toBe('You have been assigned the assessment "TWN – Team Work Navigator" about Laura Neri.');
  });

  it('a replaced edit names the field and who replaced it, in Italian and English', async () => {
    const replaced = {
      ...base,
      message_key: 'field_edit_replaced',
      message_params: { field: 'end_date', by_name: 'Anna Admin', session_id: 's1' },
    };
    await activateLanguage('it');
    expect(renderNotification(replaced, i18n)).toEqual({
      title: 'Modifica sostituita',
      text: 'La tua modifica a data di fine è stata sostituita da una più recente di Anna Admin.',
    });
    await activateLanguage('en');
    expect(renderNotification(replaced, i18n)).toEqual({
      title: 'Change replaced',
      text: 'Your change to end date was replaced by a more recent one by Anna Admin.',
    });
  });

  it('a session started, given to its coach and completed, in English', async () => {
    await activateLanguage('en');
    const session = (key: string) =>
      renderNotification({ ...base, message_key: key, message_params: { session_name: 'Alpha – Primavera' } }, i18n);
    expect(session('coaching_session_started')).toEqual({
      title: 'New coaching session',
      text: 'Your team takes part in the coaching session "Alpha – Primavera".',
    });
    expect(session('coaching_session_assigned')).toEqual({
      title: 'A new session to coach',
      text: 'You are the coach of the session "Alpha – Primavera".',
    });
    expect(session('coaching_session_completed')).toEqual({
      title: 'Coaching session completed',
      text: 'The coaching session "Alpha – Primavera" is completed.',
    });
  });

  it('a phase opened; a row without a key shows its stored title and message', async () => {
    await activateLanguage('en');
    const phase = {
      ...base,
      message_key: 'coaching_phase_opened',
      message_params: { phase_number: 2, phase_title: 'Esplorazione' },
    };
    expect(renderNotification(phase, i18n)).toEqual({
      title: 'New coaching phase',
      text: 'Phase 2 has started: Esplorazione.',
    });
    expect(
      renderNotification(
        { ...base, message_key: null, notification_type: 'assessment', title: 'T', message: 'M' },
        i18n,
      ),
    ).toEqual({ title: 'T', text: 'M' });
  });

  it('a generated AI suggestion, in Italian and English', async () => {
    const suggestion = {
      ...base,
      title: 'Suggestion generata',
      message_key: 'ai_suggestion',
      notification_type: 'ai_suggestion',
      message_params: { activity_title: 'Mission del team', activity_id: 'a1', suggestion_id: 's1' },
    };
    await activateLanguage('it');
    expect(renderNotification(suggestion, i18n)).toEqual({
      title: 'Suggestion generata',
      text: 'Una nuova suggestion AI è pronta per l\'attività "Mission del team".',
    });
    await activateLanguage('en');
    expect(renderNotification(suggestion, i18n)).toEqual({
      title: 'Suggestion generated',
      text: 'A new AI suggestion is ready for the activity "Mission del team".',
    });
  });

  it('a chat mention, in Italian and English, with "someone" when the sender has no name', async () => {
    const mention = {
      ...base,
      title: 'Sei stato menzionato nella chat del team',
      message_key: 'chat_mention',
      notification_type: 'chat_mention',
      message_params: { sender_name: 'Laura Neri', excerpt: '@Mario ci sei?' },
    };
    await activateLanguage('it');
    expect(renderNotification(mention, i18n)).toEqual({
      title: 'Sei stato menzionato nella chat del team',
      text: 'Laura Neri: @Mario ci sei?',
    });
    expect(renderNotification({ ...mention, message_params: { excerpt: '@Mario ci sei?' } }, i18n).text).toBe(
      'Qualcuno: @Mario ci sei?',
    );
    await activateLanguage('en');
    expect(renderNotification(mention, i18n)).toEqual({
      title: 'You were mentioned in the team chat',
      text: 'Laura Neri: @Mario ci sei?',
    });
    expect(renderNotification({ ...mention, message_params: { excerpt: '@Mario ci sei?' } }, i18n).text).toBe(
      'Someone: @Mario ci sei?',
    );
  });

  it('an older suggestion or mention row without a key keeps its stored text', async () => {
    await activateLanguage('en');
    const old = {
      ...base,
      message_key: null,
      notification_type: 'ai_suggestion',
      title: 'Suggestion generata',
      message: 'Una nuova suggestion AI è pronta.',
    };
    expect(renderNotification(old, i18n)).toEqual({
      title: 'Suggestion generata',
      text: 'Una nuova suggestion AI è pronta.',
    });
  });
});
