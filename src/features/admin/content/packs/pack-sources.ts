/**
 * What the packs screen lists: the content an admin may export (an org admin their organisation's
 * and the library's, a super admin the library's), the organisations a super admin may import into,
 * and the import call itself.
 */
import type { BackendClient } from '../../../../backend/backend-client';
import { listTemplates } from '../assessments/templates-api';
import type { ContentPack, PackError } from './pack-types';
import { must } from './read-rows';

export interface ExportableItem {
  kind: ContentPack['kind'];
  id: string;
  name: string;
  inLibrary: boolean;
}

export async function listExportable(client: BackendClient, organizationId: string | null): Promise<ExportableItem[]> {
  const templates = [
    ...(organizationId ? await listTemplates(client, organizationId) : []),
    ...(await listTemplates(client, null)),
  ];
  const programs = must(
    await (
      organizationId
        ? client
            .from('coaching_programs')
            .select('id, name, organization_id')
            .or(`organization_id.eq.${organizationId},organization_id.is.null`)
        : client.from('coaching_programs').select('id, name, organization_id').is('organization_id', null)
    ).order('name'),
  );
  return [
    ...templates.map((t) => ({
      kind: 'assessment-template' as const,
      id: t.id,
      name: t.name,
      inLibrary: t.organizationId === null,
    })),
    ...programs.map((p) => ({
      kind: 'coaching-program' as const,
      id: p.id,
      name: p.name,
      inLibrary: p.organization_id === null,
    })),
  ];
}

export async function listOrganizations(client: BackendClient): Promise<Array<{ id: string; name: string }>> {
  return must(await client.from('organizations').select('id, name').order('name'));
}

/** Where an import goes: the caller's organisation, a named one, or the library. */
export type ImportTarget = { organizationId: string } | { library: true } | { own: true };

export class PackImportRefused extends Error {
  constructor(
    message: string,
    readonly errors: PackError[],
  ) {
    super(message);
  }
}

export async function importPack(client: BackendClient, pack: ContentPack, target: ImportTarget): Promise<string> {
  const args = {
    _pack: pack,
    ...('organizationId' in target ? { _organization_id: target.organizationId } : {}),
    ...('library' in target ? { _to_library: true } : {}),
  };
  const { data, error } = (await client.rpc('import_content_pack' as never, args as never)) as {
    data: string | null;
    error: { code: string; message: string; details?: string } | null;
  };
  if (error) {
    let errors: PackError[] = [];
    try {
      errors = error.code === '22023' && error.details ? (JSON.parse(error.details) as PackError[]) : [];
    } catch {
      errors = [];
    }
    throw new PackImportRefused(error.message, errors);
  }
  return data!;
}
