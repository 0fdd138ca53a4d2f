import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A titled section of a form; untitled groups render only their fields. */
export function FormGroup({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <section>
      {title && (
        <Typography.Title level={5} style={{ marginTop: 8 }}>
          {title}
        </Typography.Title>
      )}
      {children}
    </section>
  );
}
