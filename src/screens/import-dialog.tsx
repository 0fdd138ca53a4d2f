import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, message, Modal, Progress, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { TEXTS, useDataProvider } from '../engine';
import { useI18n } from '../i18n';
import { API_CODES, type FieldError } from '../meta/api-codes';
import type { EntityFile } from '../meta/model';
import { saveBlob } from './save-blob';

interface ImportDialogProps {
  entity: EntityFile;
  onClose(): void;
  /** Rows were written: the list reloads. */
  onImported(): void;
}

/** Template download and .xlsx upload; a refused file lists every bad row and writes nothing. */
export function ImportDialog({ entity, onClose, onImported }: ImportDialogProps) {
  const { tr } = useI18n();
  const provider = useDataProvider();
  const [percent, setPercent] = useState<number>();
  const [errors, setErrors] = useState<FieldError[]>();

  const downloadTemplate = async () => {
    try {
      const { blob, filename } = await provider.importTemplate({ entity });
      saveBlob(blob, filename || `${entity.name}-template.xlsx`);
    } catch (error) {
      message.error((error as Error).message);
    }
  };

  const upload = async (file: File) => {
    setErrors(undefined);
    setPercent(0);
    try {
      const answer = await provider.importRows({
        entity,
        file,
        onProgress: (loaded, total) => setPercent(total ? Math.round((loaded / total) * 100) : undefined),
      });
      if (answer.code === 0 && 'inserted' in answer.data) {
        message.success(tr(TEXTS.imported, { n: answer.data.inserted }));
        onImported();
      } else if (answer.code === API_CODES.IMPORT_FAILED && answer.data && 'errors' in answer.data) {
        setErrors(answer.data.errors);
      } else {
        message.error(answer.msg);
      }
    } catch (error) {
      message.error((error as Error).message);
    } finally {
      setPercent(undefined);
    }
    return false;
  };

  return (
    <Modal open title={tr(TEXTS.importTitle)} onCancel={onClose} footer={null} width={720}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space>
          <Button icon={<DownloadOutlined />} onClick={downloadTemplate} data-action="template">
            {tr(TEXTS.downloadTemplate)}
          </Button>
          <Upload accept=".xlsx" showUploadList={false} beforeUpload={upload}>
            <Button type="primary" icon={<UploadOutlined />} data-action="upload">
              {tr(TEXTS.chooseFile)}
            </Button>
          </Upload>
        </Space>
        {percent !== undefined && <Progress percent={percent} size="small" />}
        {errors && (
          <>
            <Alert type="error" showIcon message={tr(TEXTS.importRefused)} />
            <Table<FieldError>
              className="import-errors"
              size="small"
              rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
              dataSource={errors}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { title: tr(TEXTS.row), dataIndex: 'row', width: 80 },
                {
                  title: tr(TEXTS.field),
                  dataIndex: 'field',
                  width: 160,
                  render: (name: string) => (entity.fields[name] ? tr(entity.fields[name].title) : name),
                },
                { title: tr(TEXTS.message), dataIndex: 'message' },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
