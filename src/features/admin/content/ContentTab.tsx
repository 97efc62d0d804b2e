import { useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Tabs, type TabItem } from '../../../ui';

/** The "Contenuti" tab: one sub-tab per kind of content an admin authors. */
export function ContentTab({ sections }: { sections: Array<{ id: string; label: ReactNode; content: ReactNode }> }) {
  const { t } = useLingui();
  const [selected, setSelected] = useState(sections[0]?.id ?? '');
  const items: TabItem[] = sections;
  return <Tabs label={t`Tipi di contenuto`} selected={selected} onSelect={setSelected} items={items} />;
}
