import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { defineWidget } from '../define-widget';
import type { RichTextEditorProps } from './rich-text-editor';

// The editor's code loads with the first form that shows one, never with a list or the login page.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

const RichText = (props: RichTextEditorProps) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
    <RichTextEditor {...props} />
  </Suspense>
);

export default defineWidget({ id: 'rich-text', component: RichText });
