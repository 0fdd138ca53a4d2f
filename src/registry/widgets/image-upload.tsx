import { defineWidget } from '../define-widget';
import { UploadField, type UploadFieldProps } from './upload-field';

const ImageUpload = ({ accept, ...props }: Omit<UploadFieldProps, 'preview'>) => (
  <UploadField {...props} accept={accept ?? 'image/png,image/jpeg,image/gif,image/webp'} preview="image" />
);

export default defineWidget({ id: 'image-upload', component: ImageUpload });
