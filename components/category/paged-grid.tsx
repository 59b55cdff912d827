'use client';

import { Children, useState } from 'react';
import { LIMITS } from '@/lib/content/queries';

/**
 * Shows the first page of items and a 'Load More Articles' button that adds a page each press
 * (visible = page x 6). Every item stays in the HTML, hidden, so crawlers reach them all.
 */
export function PagedGrid({
  children,
  pageSize = LIMITS.categoryPage,
}: {
  children: React.ReactNode;
  pageSize?: number;
}) {
  const [page, setPage] = useState(1);
  const items = Children.toArray(children);
  const visible = page * pageSize;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={index} hidden={index >= visible}>
            {item}
          </li>
        ))}
      </ul>
      {visible < items.length && (
        <div className="mt-10 text-center">
          <button
            type="button"
            onClick={() => setPage((p) => p + 1)}
            className="border-brand-700 text-brand-800 hover:bg-brand-50 rounded-full border px-6 py-3 font-semibold"
          >
            Load More Articles
          </button>
        </div>
      )}
    </>
  );
}
