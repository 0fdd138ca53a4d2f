import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** On a phone the side menu opens as a drawer from the left. */
export function MobileSiderDrawer({
  open,
  width,
  onClose,
  children,
}: {
  open: boolean;
  width: number;
  onClose(): void;
  children: ReactNode;
}) {
  return (
    <Drawer open={open} placement="left" width={width} onClose={onClose} styles={{ body: { padding: 0 } }}>
      {children}
    </Drawer>
  );
}
