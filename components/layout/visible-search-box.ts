/**
 * The search box the reader sees: the header's on wide screens, the strip's below it on small
 * ones (both are in the page; CSS shows one). Undefined before the page has one.
 */
function visibleSearchBox(): HTMLInputElement | undefined {
  return [...document.querySelectorAll<HTMLInputElement>('input[type="search"]')].find(
    (input) => input.getClientRects().length > 0,
  );
}

/** Puts the reader in the visible search box, its text selected; false when there is none. */
export function focusSearchBox(): boolean {
  const box = visibleSearchBox();
  if (!box) return false;
  box.focus();
  box.select();
  return true;
}
