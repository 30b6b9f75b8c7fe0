/** A screen's header: its title (the page's h1), optional tags and the actions on the right. */
import { H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  readonly title: string;
  readonly tags?: ReactNode;
  readonly actions?: ReactNode;
}

/** Title row of a screen. */
export function PageHeader({ title, tags, actions }: PageHeaderProps) {
  return (
    <header className="bo-page-header">
      <div className="bo-page-title">
        <H1>{title}</H1>
        {tags}
      </div>
      {actions && <div className="bo-page-actions">{actions}</div>}
    </header>
  );
}
