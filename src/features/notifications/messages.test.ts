// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '../../offline';
import { activateLanguage } from '../../lib/i18n/activate';
import { renderNotification } from './messages';

const base: NotificationItem = {
  id: 'n1', title: 'Assessment assegnato', message: 'testo salvato', message_key: 'assessment_assigned',
  message_params: { template_name: 'TWN – Team Work Navigator', assessment_type: 'twn' },
  notification_type: 'assessment_assigned', priority: 'urgent', link: '/assessment-list', read_at: null, created_at: '2026-11-22T10:00:00Z',
};

describe('notification texts from message key and parameters, in the reader\'s language', () => {
  it('Italian and English for an assigned assessment, with and without the person evaluated', async () => {
    await activateLanguage('it');
    expect(renderNotification(base, i18n)).toEqual({ title: 'Assessment assegnato', text: 'Ti è stato assegnato l\'assessment "TWN – Team Work Navigator".' });
    await activateLanguage('en');
    expect(renderNotification(base, i18n)).toEqual({ title: 'Assessment assigned', text: 'You have been assigned the assessment "TWN – Team Work Navigator".' });
    expect(renderNotification({ ...base, message_params: { ...base.message_params, target_name: 'Laura Neri' } }, i18n).text).toBe(
      'You have been assigned the assessment "TWN – Team Work Navigator" about Laura Neri.',
    );
  });

  it('a phase opened; a row without a key shows its stored title and message', async () => {
    await activateLanguage('en');
    const phase = { ...base, message_key: 'coaching_phase_opened', message_params: { phase_number: 2, phase_title: 'Esplorazione' } };
    expect(renderNotification(phase, i18n)).toEqual({ title: 'New coaching phase', text: 'Phase 2 has started: Esplorazione.' });
    expect(renderNotification({ ...base, message_key: null, notification_type: 'assessment', title: 'T', message: 'M' }, i18n)).toEqual({ title: 'T', text: 'M' });
  });
});
