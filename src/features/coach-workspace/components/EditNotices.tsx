import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui';
import { replacedEditText } from '../../../lib/edited-fields';
import { dismissNotice } from '../edit-api';
import type { WorkspaceNotice } from '../workspace-api';

/** The coach's edits of this session that a later edit replaced, each until the coach dismisses it. */
export function EditNotices({ ownerId, notices }: { ownerId: string; notices: WorkspaceNotice[] }) {
  const { i18n, t } = useLingui();
  // Hidden at once; the device's workspace copy drops it at its next refresh.
  const [dismissed, setDismissed] = useState<string[]>([]);
  const shown = notices.filter((n) => !dismissed.includes(n.id));
  if (shown.length === 0) return null;
  const dismiss = (id: string) => {
    setDismissed((ids) => [...ids, id]);
    void dismissNotice(ownerId, id);
  };
  return (
    <section className="coach-notices" aria-label={t`Modifiche sostituite`} role="status">
      <ul>
        {shown.map((notice) => (
          <li key={notice.id} className="notice notice--warning">
            <span>{replacedEditText(i18n, notice.field, notice.byName)}</span>{' '}
            <Button variant="ghost" onClick={() => dismiss(notice.id)}>
              <Trans>Ho capito</Trans>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
