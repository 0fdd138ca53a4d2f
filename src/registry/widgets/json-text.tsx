import { Input } from 'antd';
import { useState } from 'react';
import { defineWidget } from '../define-widget';

interface JsonTextProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

/** Any other json field, edited as JSON text; the value changes only when the text parses. */
function JsonText({ value, onChange, disabled }: JsonTextProps) {
  const [text, setText] = useState(() => (value === undefined || value === null ? '' : JSON.stringify(value, null, 2)));
  const [bad, setBad] = useState(false);
  return (
    <Input.TextArea
      disabled={disabled}
      rows={4}
      status={bad ? 'error' : undefined}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        try {
          onChange?.(e.target.value.trim() ? JSON.parse(e.target.value) : null);
          setBad(false);
        } catch {
          setBad(true);
        }
      }}
    />
  );
}

export default defineWidget({ id: 'json-text', component: JsonText });
