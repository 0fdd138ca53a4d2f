import { Modal } from 'antd';

interface ConfirmTexts {
  title: string;
  content: string;
  okText: string;
  cancelText: string;
}

/** The logout question; its own chunk, since the modal is not needed until someone logs out. */
export function confirmLogout(texts: ConfirmTexts, onOk: () => Promise<void>): void {
  Modal.confirm({ ...texts, onOk });
}
