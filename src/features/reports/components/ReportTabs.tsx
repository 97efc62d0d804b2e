import type { BackendClient } from '../../../backend/backend-client';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Tabs } from '../../../ui';

import { CoachingReportView } from './CoachingReportView';
import { TeamReportView } from './TeamReportView';

/** A team's assessment and coaching reports as two tabs (the assessment report first). */
export function ReportTabs({ client, userId, teamId }: { client: BackendClient; userId: string; teamId: string }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<'assessment' | 'coaching'>('assessment');
  return (
    <Tabs
      label={t`Report del team`}
      selected={tab}
      onSelect={(id) => setTab(id as 'assessment' | 'coaching')}
      items={[
        {
          id: 'assessment',
          label: <Trans>Report assessment</Trans>,
          content: <TeamReportView client={client} userId={userId} teamId={teamId} />,
        },
        {
          id: 'coaching',
          label: <Trans>Report coaching</Trans>,
          content: <CoachingReportView client={client} userId={userId} teamId={teamId} />,
        },
      ]}
    />
  );
}
