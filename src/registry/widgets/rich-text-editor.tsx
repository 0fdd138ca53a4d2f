import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, message, Popover, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { isRichTextUrl } from '../../meta/rich-text/policy';
import type { LocalizedText } from '../../meta/model';
import { FLOW_TEXTS } from './flow-texts';
import type { UploadFile } from './upload-field';

const text = (zh: string, en: string): LocalizedText => ({ 'zh-CN': zh, 'en-US': en });
const TEXTS = {
  bold: text('加粗', 'Bold'),
  italic: text('斜体', 'Italic'),
  underline: text('下划线', 'Underline'),
  heading: text('标题', 'Heading'),
  paragraph: text('正文', 'Paragraph'),
  bullets: text('无序列表', 'Bulleted list'),
  numbers: text('有序列表', 'Numbered list'),
  link: text('链接', 'Link'),
  linkPlaceholder: text('https://...', 'https://...'),
  badLink: text('请输入 http(s) 开头的链接', 'Enter an address starting with http(s)'),
  picture: text('插入图片', 'Insert picture'),
  clear: text('清除格式', 'Clear formatting'),
};

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  /** Uploads a picture through the entity's upload route (the form scope's $uploadTo). */
  upload?: UploadFile;
  placeholder?: string;
}

/**
 * A small rich text editor: a toolbar over a contenteditable area (headings, bold, italic,
 * underline, lists, links, pictures uploaded through the file storage). Pasted content comes
 * in as plain text; what is saved is sanitised by the server, whatever the browser sends.
 */
export default function RichTextEditor({
  value,
  onChange,
  disabled,
  readOnly,
  upload,
  placeholder,
}: RichTextEditorProps) {
  const { tr } = useI18n();
  const area = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const [link, setLink] = useState('');
  const [linkOpen, setLinkOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const editable = !disabled && !readOnly;

  // A value from outside (the row loaded, the form reset) replaces the content; the editor's own
  // changes coming back as the value leave the caret where it is.
  useEffect(() => {
    const node = area.current;
    if (!node || (value ?? '') === emitted.current) return;
    node.innerHTML = value ?? '';
    emitted.current = value ?? '';
  }, [value]);

  const emit = () => {
    const html = area.current?.innerHTML ?? '';
    const clean = html === '<br>' ? '' : html;
    emitted.current = clean;
    onChange?.(clean);
  };
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };
  const insertLink = () => {
    if (!isRichTextUrl(link)) {
      message.error(tr(TEXTS.badLink));
      return;
    }
    run('createLink', link);
    setLink('');
    setLinkOpen(false);
  };
  const insertPicture = async (picked: File | undefined) => {
    if (!picked || !upload) return;
    setBusy(true);
    try {
      const answer = await upload(picked);
      if (answer.url) run('insertImage', answer.url);
      else message.error(answer.error ?? tr(FLOW_TEXTS.uploadFailed));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  const tool = (title: LocalizedText, icon: ReactNode, onClick: () => void, label?: string) => (
    <Tooltip title={tr(title)}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={tr(title)}
        disabled={!editable}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      >
        {label}
      </Button>
    </Tooltip>
  );

  return (
    <div className="rich-text-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, width: '100%' }}>
      <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }} data-rich-text-toolbar>
        {tool(TEXTS.heading, null, () => run('formatBlock', '<h2>'), 'H2')}
        {tool(TEXTS.paragraph, null, () => run('formatBlock', '<p>'), 'P')}
        {tool(TEXTS.bold, <BoldOutlined />, () => run('bold'))}
        {tool(TEXTS.italic, <ItalicOutlined />, () => run('italic'))}
        {tool(TEXTS.underline, <UnderlineOutlined />, () => run('underline'))}
        {tool(TEXTS.bullets, <UnorderedListOutlined />, () => run('insertUnorderedList'))}
        {tool(TEXTS.numbers, <OrderedListOutlined />, () => run('insertOrderedList'))}
        <Popover
          open={linkOpen}
          onOpenChange={(open) => setLinkOpen(open && editable)}
          trigger="click"
          content={
            <Space.Compact>
              <Input
                size="small"
                value={link}
                placeholder={tr(TEXTS.linkPlaceholder)}
                onChange={(e) => setLink(e.target.value)}
                onPressEnter={insertLink}
              />
              <Button size="small" type="primary" onClick={insertLink}>
                {tr(FLOW_TEXTS.confirm)}
              </Button>
            </Space.Compact>
          }
        >
          <span>{tool(TEXTS.link, <LinkOutlined />, () => setLinkOpen(true))}</span>
        </Popover>
        {upload && tool(TEXTS.picture, <PictureOutlined spin={busy} />, () => file.current?.click())}
        {tool(TEXTS.clear, <ClearOutlined />, () => run('removeFormat'))}
        <input
          ref={file}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          style={{ display: 'none' }}
          data-rich-text-picture
          onChange={(e) => void insertPicture(e.target.files?.[0])}
        />
      </Space>
      <div
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-placeholder={placeholder}
        contentEditable={editable}
        suppressContentEditableWarning
        className="rich-text-content"
        style={{ minHeight: 160, maxHeight: 480, overflow: 'auto', padding: '8px 11px', outline: 'none' }}
        onInput={emit}
        onBlur={emit}
        onPaste={(e) => {
          // Pasted markup could carry scripts into the page being edited: paste its text only.
          e.preventDefault();
          document.execCommand('insertText', false, e.clipboardData.getData('text/plain'));
          emit();
        }}
        onDrop={(e) => e.preventDefault()}
      />
    </div>
  );
}
