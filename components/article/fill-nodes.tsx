// A dictionary template filled with elements, not only text: "यह अंग्रेज़ी लेख {title} का ..." with a link.
import { Fragment, type ReactNode } from 'react';

/** The template's parts, each `{name}` replaced by `values[name]` (an unknown name stays as written). */
export function fillNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>;
    });
}
