import { defineWidget } from '../define-widget';
import { UploadField, type UploadFieldProps } from './upload-field';

const ImageUpload = (props: Omit<UploadFieldProps, 'preview'>) => (
  <UploadField {...props} accept="image/*" preview="image" />
);

export default defineWidget({ id: 'image-upload', component: ImageUpload });
