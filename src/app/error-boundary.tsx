import { Alert, Button } from 'antd';
import { Component, type ReactNode } from 'react';
import { t } from '../i18n/i18n-store';

/** Catches chunk-load failures and render errors of a page, so the rest of the shell stays usable. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey?: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: undefined });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // An Alert, not a Result: Result's illustrations would weigh on the login page.
    return (
      <Alert
        type="error"
        showIcon
        style={{ margin: 24 }}
        data-testid="page-error"
        message={error.name === 'ChunkLoadError' ? error.message : t('error.500')}
        description={error.name === 'ChunkLoadError' ? undefined : error.message}
        action={<Button onClick={() => window.location.reload()}>↻</Button>}
      />
    );
  }
}
