import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../../ui';
import { ACTIVITY_TYPE_LABELS } from './labels';
import type { ActivityRow } from './program-api';
import type { ActivityType } from './validation';

// A member fills in a form for these two types; an AI suggestion reads the form another activity names.
const takesForm = (type: string) => type === 'assignment_form' || type === 'assignment';

/** One activity in the program outline: its title and type, and for an author edit, form and order. */
export function ActivityItem({
  activity,
  editable,
  first,
  last,
  onEdit,
  onForm,
  onMove,
}: {
  activity: ActivityRow;
  editable: boolean;
  first: boolean;
  last: boolean;
  onEdit: () => void;
  onForm: () => void;
  onMove: (by: number) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <li className="program-outline__activity">
      <span>
        <strong>{activity.title}</strong> ·{' '}
        {i18n._(ACTIVITY_TYPE_LABELS[activity.activity_type as ActivityType] ?? msg`Attività`)}
        {!activity.is_active ? (
          <>
            {' '}
            · <Trans>inattiva</Trans>
          </>
        ) : null}
      </span>
      {editable ? (
        <span className="authoring-actions">
          <Button variant="secondary" onClick={onEdit} aria-label={t`Modifica l'attività ${activity.title}`}>
            <Trans>Modifica</Trans>
          </Button>
          {takesForm(activity.activity_type) ? (
            <Button variant="secondary" onClick={onForm} aria-label={t`Form dell'attività ${activity.title}`}>
              <Trans>Form</Trans>
            </Button>
          ) : null}
          <Button
            variant="ghost"
            disabled={first}
            onClick={() => onMove(-1)}
            aria-label={t`Sposta su l'attività ${activity.title}`}
          >
            ↑
          </Button>
          <Button
            variant="ghost"
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={t`Sposta giù l'attività ${activity.title}`}
          >
            ↓
          </Button>
        </span>
      ) : null}
    </li>
  );
}
