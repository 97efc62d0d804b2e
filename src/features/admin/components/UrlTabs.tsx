import type { SetURLSearchParams } from 'react-router-dom';
import { Tabs, type TabItem } from '../../../ui';
import { SECTION_PARAM, TAB_PARAM } from '../tab-params';

/**
 * An admin screen's tabs, selected by the URL (`?tab=members`), so a link (the role navigation, a bookmark,
 * the back button) opens the tab it names. A tab the screen does not have falls back to the first one. Choosing
 * a tab replaces the history entry and forgets the content section of the tab left.
 */
export function UrlTabs({
  items,
  label,
  params,
  setParams,
}: {
  items: TabItem[];
  label: string;
  params: URLSearchParams;
  setParams: SetURLSearchParams;
}) {
  const asked = params.get(TAB_PARAM);
  const selected = items.some((item) => item.id === asked) ? asked! : (items[0]?.id ?? '');
  const select = (id: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(TAB_PARAM, id);
        next.delete(SECTION_PARAM);
        return next;
      },
      { replace: true },
    );
  return <Tabs label={label} selected={selected} onSelect={select} items={items} />;
}
