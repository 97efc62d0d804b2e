import { memo, useMemo, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { Button } from '../../../ui';
import { ROLE_LABELS } from '../../../lib/role-labels';
import type { OrgMember, OrgTeam } from '../api';
import { MEMBER_STATUS_LABELS, label } from '../labels';
import './members.css';

/** A row's height before it is measured; rows with wrapped text are measured as they render. */
const ROW_ESTIMATE = 49;

/** Rows shown while the box has no height yet (not laid out: a hidden tab, a test's DOM): a screenful. */
const UNMEASURED_HEIGHT = 800;

const observeOrAssumeScreenful = (
  instance: Virtualizer<HTMLDivElement, Element>,
  report: (rect: { width: number; height: number }) => void,
) => observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { ...rect, height: UNMEASURED_HEIGHT }));

export type MemberAction = 'edit' | 'roles' | 'delete';

/**
 * The members' table, virtualised: an organisation of thousands renders only the rows in view (and a
 * few around them), so the tab's first render and each search keystroke cost the same at 50 people
 * as at 5,000. The rows outside the view are kept as two spacer rows, so the table stays a table for a
 * screen reader, which hears each row's position out of the whole (aria-rowcount, aria-rowindex).
 */
export const MembersTable = memo(function MembersTable({
  members,
  teams,
  onAction,
  stale = false,
}: {
  members: readonly OrgMember[];
  teams: readonly OrgTeam[];
  /** Stable across renders (a useCallback): rows that show the same member then skip their render. */
  onAction: (kind: MemberAction, member: OrgMember) => void;
  /** The list still shows the results of an earlier search while the latest one renders. */
  stale?: boolean;
}) {
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const teamName = useMemo(() => new Map(teams.map((team) => [team.id, team.name])), [teams]);
  // The virtualiser re-renders this component itself as it scrolls; the memo above only spares it the
  // renders of the tab that change none of its props (a keystroke before its deferred results).
  const virtualizer = useVirtualizer({
    count: members.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    getItemKey: (index) => members[index]!.userId,
    overscan: 8,
    observeElementRect: observeOrAssumeScreenful,
    // A row not laid out (height 0) keeps its estimate, or every row would seem to fit in the box.
    measureElement: (row) => row.getBoundingClientRect().height || ROW_ESTIMATE,
  });
  const rows = virtualizer.getVirtualItems();
  const before = rows[0]?.start ?? 0;
  const after = rows.length > 0 ? virtualizer.getTotalSize() - rows[rows.length - 1]!.end : 0;
  return (
    <div
      ref={scroller}
      className="members-scroll"
      role="region"
      aria-label={t`Membri`}
      aria-busy={stale || undefined}
      tabIndex={0}
    >
      <table className="admin-table" aria-label={t`Membri`} aria-rowcount={members.length + 1}>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col">
              <Trans>Nome</Trans>
            </th>
            <th scope="col">
              <Trans>Email</Trans>
            </th>
            <th scope="col">
              <Trans>Reparto</Trans>
            </th>
            <th scope="col">
              <Trans>Team</Trans>
            </th>
            <th scope="col">
              <Trans>Ruoli</Trans>
            </th>
            <th scope="col">
              <Trans>Stato</Trans>
            </th>
            <th scope="col">
              <Trans>Azioni</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {before > 0 ? <tr aria-hidden="true" style={{ height: before }} /> : null}
          {rows.map((row) => (
            <MemberRow
              key={row.key}
              member={members[row.index]!}
              index={row.index}
              teamName={teamName}
              onAction={onAction}
              measure={virtualizer.measureElement}
            />
          ))}
          {after > 0 ? <tr aria-hidden="true" style={{ height: after }} /> : null}
        </tbody>
      </table>
      {members.length === 0 ? (
        <p className="muted">
          <Trans>Nessun membro corrisponde ai filtri.</Trans>
        </p>
      ) : null}
    </div>
  );
});

/**
 * One member's row, memoised: a keystroke that leaves a member in view (the first rows of most
 * searches) re-renders only the rows that changed, not every row in view with its three buttons.
 */
const MemberRow = memo(function MemberRow({
  member,
  index,
  teamName,
  onAction,
  measure,
}: {
  member: OrgMember;
  index: number;
  teamName: ReadonlyMap<string, string>;
  onAction: (kind: MemberAction, member: OrgMember) => void;
  /** The virtualiser's measureElement (the same function for the table's lifetime). */
  measure: (row: HTMLTableRowElement | null) => void;
}) {
  const { t, i18n } = useLingui();
  const name = member.name;
  return (
    <tr
      ref={measure}
      data-index={index}
      aria-rowindex={index + 2}
      data-testid={`member-${member.email ?? member.userId}`}
    >
      <td>{member.name}</td>
      <td>{member.email}</td>
      <td>{member.department}</td>
      <td>{member.teamIds.map((id) => teamName.get(id)).join(', ')}</td>
      <td>
        {member.roles
          .filter((r) => r.isActive)
          .map((r) => i18n._(label(ROLE_LABELS, r.roleType)))
          .join(', ')}
      </td>
      <td>{i18n._(label(MEMBER_STATUS_LABELS, member.status))}</td>
      <td className="admin-actions">
        <Button variant="ghost" aria-label={t`Modifica ${name}`} onClick={() => onAction('edit', member)}>
          <Trans>Modifica</Trans>
        </Button>
        <Button variant="ghost" aria-label={t`Ruoli di ${name}`} onClick={() => onAction('roles', member)}>
          <Trans>Ruoli</Trans>
        </Button>
        <Button variant="ghost" aria-label={t`Elimina ${name}`} onClick={() => onAction('delete', member)}>
          <Trans>Elimina</Trans>
        </Button>
      </td>
    </tr>
  );
});
