// What the device remembers of the template version an assessment was given: its type and the
// scoring rule it scores with. Kept in the templates table with the rest of the version (offline
// preparation stores whole rows there), so after an offline reload the assessment still scores with
// its version's rule instead of falling back to the rule of its type.
import { getOfflineDb, type OfflineDb } from '../store/db';
import type { LocalTemplate, TemplateFields } from '../store/rows';

/** The fields scoring needs from a template version. */
export type TemplateVersionFields = Pick<TemplateFields, 'id' | 'assessment_type_id' | 'scoring_rule_id'> &
  Partial<Pick<TemplateFields, 'version' | 'family_id'>>;

/**
 * Stores what a read learnt about a version, over what the device already held: a fuller row (from
 * offline preparation) keeps its other columns.
 */
export async function cacheTemplateVersion(
  ownerId: string,
  version: TemplateVersionFields,
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  await db.transaction('rw', db.templates, async () => {
    const stored = await db.templates.get([ownerId, version.id]);
    await db.templates.put({ ...stored, ...version, ownerId } as LocalTemplate);
  });
}

/** The version as the device knows it, or null when it was never read here. */
export async function readTemplateVersion(
  ownerId: string,
  templateId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<TemplateVersionFields | null> {
  const row = await db.templates.get([ownerId, templateId]);
  if (!row) return null;
  return {
    id: row.id,
    assessment_type_id: row.assessment_type_id,
    scoring_rule_id: row.scoring_rule_id ?? null,
    ...(row.version === undefined ? {} : { version: row.version }),
    ...(row.family_id === undefined ? {} : { family_id: row.family_id }),
  };
}
