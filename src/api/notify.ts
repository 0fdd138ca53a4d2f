import { notification } from 'antd';

export function notifyError(title: string, description: string): void {
  notification.error({ message: title, description });
}
