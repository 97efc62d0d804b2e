import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { NotificationItem } from '../../offline/notifications';
import { replacedEditText } from '../../lib/edited-fields';

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/**
 * Title and text in the reader's language from message_key + message_params; a notification
 * without a key (or with one this app does not know) shows its stored title and message.
 */
export function renderNotification(n: NotificationItem, i18n: I18n): { title: string; text: string } {
  const p = n.message_params ?? {};
  switch (n.message_key) {
    case 'assessment_assigned': {
      const name = str(p.template_name) || str(p.assessment_type).toUpperCase();
      const target = str(p.target_name);
      return {
        title: i18n._(msg`Assessment assegnato`),
        text: target
          ? i18n._(msg`Ti è stato assegnato l'assessment "${name}" su ${target}.`)
          : i18n._(msg`Ti è stato assegnato l'assessment "${name}".`),
      };
    }
    case 'coaching_phase_opened': {
      const phase = str(p.phase_number);
      const title = str(p.phase_title);
      return { title: i18n._(msg`Nuova fase di coaching`), text: i18n._(msg`È iniziata la fase ${phase}: ${title}.`) };
    }
    case 'coaching_session_started': {
      const session = str(p.session_name);
      return {
        title: i18n._(msg`Nuova sessione di coaching`),
        text: i18n._(msg`Il tuo team partecipa alla sessione di coaching "${session}".`),
      };
    }
    case 'coaching_session_assigned': {
      const session = str(p.session_name);
      return {
        title: i18n._(msg`Nuova sessione da seguire`),
        text: i18n._(msg`Sei il coach della sessione "${session}".`),
      };
    }
    case 'coaching_session_completed': {
      const session = str(p.session_name);
      return {
        title: i18n._(msg`Sessione di coaching completata`),
        text: i18n._(msg`La sessione di coaching "${session}" è completata.`),
      };
    }
    case 'ai_suggestion': {
      const activity = str(p.activity_title);
      return {
        title: i18n._(msg`Suggestion generata`),
        text: i18n._(msg`Una nuova suggestion AI è pronta per l'attività "${activity}".`),
      };
    }
    case 'field_edit_replaced':
      return {
        title: i18n._(msg`Modifica sostituita`),
        text: replacedEditText(i18n, str(p.field), str(p.by_name)),
      };
    case 'chat_mention': {
      const sender = str(p.sender_name) || i18n._(msg`Qualcuno`);
      const excerpt = str(p.excerpt);
      return { title: i18n._(msg`Sei stato menzionato nella chat del team`), text: i18n._(msg`${sender}: ${excerpt}`) };
    }
  }
  return { title: n.title, text: n.message ?? '' };
}
