import { Trans } from '@lingui/react/macro';
import { useBackendClient } from '../../../../backend/BackendClientProvider';
import { useRemote } from '../../components/use-remote';
import { ExportPackList } from './ExportPackList';
import { ImportPackPanel } from './ImportPackPanel';
import { listExportable } from './pack-sources';
import './packs.css';

/** "Pacchetti": export a template or program as a file, import a file (docs/content-packs.md). */
export function PacksSection({ organizationId }: { organizationId: string | null }) {
  const client = useBackendClient();
  const items = useRemote(`packs:${organizationId ?? 'library'}`, () => listExportable(client, organizationId));
  return (
    <div className="admin-section packs">
      <ExportPackList items={items} />
      <ImportPackPanel organizationId={organizationId} onImported={items.reload} />
    </div>
  );
}

/** The "Pacchetti" sub-tab of the Contenuti tab. */
export const packsSection = (organizationId: string | null) => ({
  id: 'content-packs',
  label: <Trans>Pacchetti</Trans>,
  content: <PacksSection organizationId={organizationId} />,
});
