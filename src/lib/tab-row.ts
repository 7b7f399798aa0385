/**
 * A row of tabs (status filters, booking dates) that a keyboard can reach and use: the row is a named tab list,
 * each tab is focusable, says whether it is selected, and Enter or Space selects it as a tap does. The rows scroll
 * sideways on a phone, and a scrolling region that holds nothing focusable is out of a keyboard's reach.
 * Spread the first on the row's View and the second on each tab's View (ariaRole and ariaSelected are the
 * mini-program's accessibility props; on H5 they become role and aria-selected).
 */
export const tabList = (label: string) => ({ ariaRole: 'tablist', ariaLabel: label });

export function tab(selected: boolean, select: () => void) {
  return {
    ariaRole: 'tab',
    ariaSelected: selected,
    tabIndex: 0,
    onClick: select,
    onKeyDown: (e: { key: string; preventDefault(): void }) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      select();
    },
  };
}
