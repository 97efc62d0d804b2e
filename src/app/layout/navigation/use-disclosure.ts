import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/**
 * A menu button's open state (the disclosure pattern): the button toggles it (Enter, Space, a tap); Escape
 * closes it and gives the focus back to the button; a tap or a click outside the menu closes it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((was) => !was), []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    },
    [open],
  );

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return { open, toggle, close, onKeyDown, buttonRef, rootRef };
}
