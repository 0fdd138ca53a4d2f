import type { ReactNode } from 'react';

/**
 * A form row with its error below. The login page validates by hand instead of antd's Form,
 * whose validator and grid would add weight to the first page everyone loads.
 */
export function LoginField({ error, children, name }: { error?: string; children: ReactNode; name: string }) {
  return (
    <div style={{ marginBottom: error ? 4 : 24 }} data-field={name}>
      {children}
      {error && (
        <div role="alert" style={{ color: '#ff4d4f', lineHeight: '20px', minHeight: 20 }}>
          {error}
        </div>
      )}
    </div>
  );
}
