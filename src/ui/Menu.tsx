import type { ReactNode } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';

export interface MenuProps {
  /** The element that opens the menu (rendered as the trigger through asChild: pass a button). */
  trigger: ReactNode;
  children: ReactNode;
  align?: 'start' | 'center' | 'end';
  /** Open from the start. */
  defaultOpen?: boolean;
}

/**
 * A dropdown menu with keyboard navigation (arrow keys, typeahead, Escape). Not modal: a modal menu hides
 * the rest of the page (main landmark, h1, focusable header) from assistive technology while it is open.
 * No portal: the open menu stays inside its trigger's landmark (the header) instead of floating outside any.
 */
export function Menu({ trigger, children, align = 'end', defaultOpen = false }: MenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content className="menu" align={align} sideOffset={6}>
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <DropdownMenu.Item className="menu__item" onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

/** A menu entry that shows a tick when checked (e.g. the current language). */
export function MenuCheckItem({
  checked,
  onSelect,
  children,
}: {
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.CheckboxItem className="menu__item" checked={checked} onSelect={onSelect}>
      <span className="menu__tick" aria-hidden="true">
        <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.CheckboxItem>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="menu__label">{children}</DropdownMenu.Label>;
}

export function MenuSeparator() {
  return <DropdownMenu.Separator className="menu__separator" />;
}
