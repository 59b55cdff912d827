import { Children, type ReactNode } from 'react';

/**
 * Items in a line with a "·" between them, wrapping as whole items, and never a dot at the end of
 * a line or at the start of the next: each item carries its dot in front of it, and the dot of an
 * item that starts a line falls just outside the box, which clips it. The box's padding keeps the
 * items' focus outlines inside it.
 */
export function DotSeparated({
  children,
  className = '',
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <p className={`-m-1 overflow-hidden p-1 ${className}`} data-dot-separated>
      <span className="-ml-6 flex flex-wrap items-center gap-y-1">
        {Children.toArray(children).map((item, index) => (
          <span key={index} className="inline-flex items-center">
            <span aria-hidden="true" className="w-6 shrink-0 text-center" data-dot>
              ·
            </span>
            {item}
          </span>
        ))}
      </span>
    </p>
  );
}
