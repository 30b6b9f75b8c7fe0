/** A full-page error (start-up failures, a broken config): never a blank page. */
import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';
import { t } from '../engine/core/messages';

/** Generic failure with the technical detail underneath and a retry. */
export function ErrorView({ detail }: { detail?: string }) {
  return (
    <div className="bo-public">
      <NonIdealState
        icon="error"
        title={t('api.internal')}
        description={detail ? <code className="bo-error-detail">{detail}</code> : undefined}
        action={<Button icon="refresh" text={t('ui.back')} onClick={() => window.location.assign('/')} />}
      />
    </div>
  );
}

/** Catches render errors (e.g. a config naming an unknown screen) and shows ErrorView. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    return this.state.error ? <ErrorView detail={this.state.error.message} /> : this.props.children;
  }
}
