import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/** Accessible tabs (Radix: arrow keys, Home/End, roving focus); the selection is the caller's. */
export function Tabs({ items, selected, onSelect, label }: { items: TabItem[]; selected: string; onSelect: (id: string) => void; label: string }) {
  return (
    <RadixTabs.Root className="tabs" value={selected} onValueChange={onSelect} activationMode="automatic">
      <RadixTabs.List className="tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.id} value={item.id} className="tabs__tab">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.id} value={item.id} className="tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
