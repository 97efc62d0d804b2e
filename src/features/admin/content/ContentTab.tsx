import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Tabs, type TabItem } from '../../../ui';

/** The "Contenuti" tab: one sub-tab per kind of content an admin authors. */
export function ContentTab({
  sections,
  initialSection,
}: {
  sections: Array<{ id: string; label: ReactNode; content: ReactNode }>;
  /** The section a link asked for (`?section=`); one the tab does not have opens the first. */
  initialSection?: string | null;
}) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(
    sections.find((section) => section.id === initialSection)?.id ?? sections[0]?.id ?? '',
  );
  const items: TabItem[] = sections;
  return <Tabs label={t`Tipi di contenuto`} selected={selected} onSelect={setSelected} items={items} />;
}
