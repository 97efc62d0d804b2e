import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Accessible tabs (Radix: arrow keys, Home/End, roving focus); the selection is the caller's. Each panel opens
 * with its tab's name as a level-2 heading (for screen readers only), so the panel's own headings continue the
 * outline under the screen's h1 instead of skipping a level.
 */
export function Tabs({
  items,
  selected,
  onSelect,
  label,
}: {
  items: TabItem[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}) {
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
          <h2 className="visually-hidden">{item.label}</h2>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
