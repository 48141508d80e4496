import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Heading and body of a personal-centre page. */
export function CentreFrame({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <header className="centre-page__head">
        <h2>{title}</h2>
        {extra}
      </header>
      <div className="centre-page__body">{children}</div>
    </>
  );
}
