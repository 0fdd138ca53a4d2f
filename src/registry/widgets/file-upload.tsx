import { defineWidget } from '../define-widget';
import { UploadField, type UploadFieldProps } from './upload-field';

const FileUpload = (props: Omit<UploadFieldProps, 'preview'>) => <UploadField {...props} preview="file" />;

export default defineWidget({ id: 'file-upload', component: FileUpload });
