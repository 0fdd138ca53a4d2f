import { UploadOutlined } from '@ant-design/icons';
import { Button, Input, message, Space, Upload } from 'antd';
import { TEXTS } from '../../engine/texts';
import { useI18n } from '../../i18n';
import { fileToDataUrl, MAX_UPLOAD_BYTES, splitUrls } from './file-to-data-url';

export interface UploadFieldProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  multiple?: boolean;
  accept?: string;
  disabled?: boolean;
  /** Show thumbnails (images) or names (files). */
  preview: 'image' | 'file';
}

/** Pick a file (kept as a data: URL) or type a URL; several values one a line. */
export function UploadField({ value, onChange, multiple, accept, disabled, preview }: UploadFieldProps) {
  const { tr } = useI18n();
  const urls = splitUrls(value);
  const add = async (file: File) => {
    if (file.size > MAX_UPLOAD_BYTES) {
      message.error(`> ${MAX_UPLOAD_BYTES / 1024} KB`);
      return false;
    }
    const url = await fileToDataUrl(file);
    onChange?.((multiple ? [...urls, url] : [url]).join('\n'));
    return false;
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {urls.map((url, i) =>
          preview === 'image' ? (
            <img key={i} src={url} alt="" style={{ maxHeight: 64, maxWidth: 96 }} />
          ) : (
            <a key={i} href={url} download>
              {url.startsWith('data:') ? `#${i + 1}` : url}
            </a>
          ),
        )}
      </Space>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          disabled={disabled}
          allowClear
          value={urls.length === 1 && !urls[0].startsWith('data:') ? urls[0] : undefined}
          placeholder="https://"
          onChange={(e) => onChange?.(e.target.value || null)}
        />
        <Upload accept={accept} showUploadList={false} beforeUpload={add} disabled={disabled}>
          <Button icon={<UploadOutlined />}>{tr(TEXTS.upload)}</Button>
        </Upload>
      </Space.Compact>
    </Space>
  );
}
