import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, message, Space, Upload } from 'antd';
import { useRef, useState } from 'react';
import { TEXTS } from '../../engine/texts';
import { useI18n } from '../../i18n';
import { toFileList, type FileValue } from '../../meta/files/file-value';
import { FLOW_TEXTS } from './flow-texts';

/** Sends one file to the entity's upload route and answers its URL (the form scope's $uploadTo). */
export type UploadFile = (file: File) => Promise<{ url?: string; error?: string }>;

export interface UploadFieldProps {
  /** The field's list of URLs; a single URL (older rows) is read as a list of one. */
  value?: FileValue | string | null;
  onChange?: (value: FileValue) => void;
  multiple?: boolean;
  accept?: string;
  /** Largest file in bytes, checked before sending (the server checks again). */
  maxSize?: number;
  disabled?: boolean;
  upload?: UploadFile;
  /** Show thumbnails (images) or names (files). */
  preview: 'image' | 'file';
}

const fileName = (url: string) => decodeURIComponent(url.split('/').at(-1) ?? url);
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/**
 * Picks files and uploads each at once; the field keeps the URLs the server answered, one for
 * a single-file field, several for a multiple one. A row read back shows its files again.
 */
export function UploadField({
  value,
  onChange,
  multiple,
  accept,
  maxSize,
  disabled,
  upload,
  preview,
}: UploadFieldProps) {
  const { tr } = useI18n();
  const [busy, setBusy] = useState(0);
  const urls = toFileList(value);
  // Several files picked at once finish one by one: each adds to the list as it stands then.
  const latest = useRef(urls);
  latest.current = urls;
  const add = async (file: File) => {
    if (maxSize && file.size > maxSize) {
      message.error(tr(FLOW_TEXTS.tooLarge, { size: sizeText(maxSize) }));
      return false;
    }
    if (!upload) return false;
    setBusy((n) => n + 1);
    try {
      const answer = await upload(file);
      if (answer.url) {
        latest.current = multiple ? [...latest.current, answer.url] : [answer.url];
        onChange?.(latest.current);
      } else message.error(answer.error ?? tr(FLOW_TEXTS.uploadFailed));
    } finally {
      setBusy((n) => n - 1);
    }
    return false;
  };
  const remove = (index: number) => onChange?.(urls.filter((_, i) => i !== index));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-upload-field>
      {urls.length > 0 && (
        <Space wrap>
          {urls.map((url, i) => (
            <Space key={`${url}-${i}`} size={4} data-file-url={url}>
              {preview === 'image' ? (
                <img src={url} alt={fileName(url)} style={{ maxHeight: 64, maxWidth: 96 }} />
              ) : (
                <a href={url} download>
                  {fileName(url)}
                </a>
              )}
              {!disabled && (
                <Button
                  size="small"
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={tr(FLOW_TEXTS.remove)}
                  onClick={() => remove(i)}
                />
              )}
            </Space>
          ))}
        </Space>
      )}
      <Upload
        accept={accept}
        multiple={multiple}
        showUploadList={false}
        beforeUpload={add}
        disabled={disabled || !upload}
      >
        <Button icon={<UploadOutlined />} loading={busy > 0}>
          {tr(busy > 0 ? FLOW_TEXTS.uploading : TEXTS.upload)}
        </Button>
      </Upload>
    </Space>
  );
}
