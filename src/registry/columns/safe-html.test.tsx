// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import RichTextEditor from '../widgets/rich-text-editor';
import { SafeHtml } from './safe-html';
import html from './html';

afterEach(cleanup);

declare global {
  interface Window {
    owned?: number;
  }
}

const HOSTILE =
  '<h2>标题</h2><script>window.owned = 1</script><img src="x" onerror="window.owned = 2">' +
  '<p onclick="window.owned = 3">正文</p><a href="javascript:window.owned=4">链接</a>' +
  '<img src="/files/1/a.png" alt="图"><iframe src="https://evil.example"></iframe>';

describe('rich text on screen', () => {
  it('shows the content without running any script in it', async () => {
    window.owned = undefined;
    const { container } = render(<SafeHtml html={HOSTILE} />);
    await waitFor(() => expect(container.querySelector('[data-rich-text]')).not.toBeNull());
    const shown = container.querySelector('[data-rich-text]')!;
    expect(shown.querySelector('h2')?.textContent).toBe('标题');
    expect(shown.querySelector('script, iframe')).toBeNull();
    expect(shown.innerHTML).not.toMatch(/onerror|onclick|javascript:/);
    expect(shown.querySelector('img[alt="图"]')?.getAttribute('src')).toBe('/files/1/a.png');
    shown.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('error')));
    (shown.querySelector('p') as HTMLElement).click();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(window.owned).toBeUndefined();
  });

  it('lists rich text as its plain text, shortened', () => {
    const cell = html.render(`<p>${'字'.repeat(60)}</p><script>x</script>`, { id: 1 }, { title: '正文' } as never, {
      locale: 'zh-CN',
      place: 'list',
    });
    expect(typeof cell).toBe('string');
    expect(String(cell)).toHaveLength(41);
  });
});

describe('rich text editor', () => {
  it('loads the value, reports typing, and inserts an uploaded picture', async () => {
    const onChange = vi.fn();
    const upload = vi.fn(async () => ({ url: '/files/1/pic.png' }));
    // jsdom has no editing commands: insertImage is done by hand as a browser would.
    document.execCommand = vi.fn((command: string, _ui?: boolean, value?: string) => {
      if (command === 'insertImage')
        screen.getByRole('textbox').insertAdjacentHTML('beforeend', `<img src="${value}">`);
      return true;
    });
    render(<RichTextEditor value="<p>原文</p>" onChange={onChange} upload={upload} />);
    const area = screen.getByRole('textbox');
    expect(area.innerHTML).toBe('<p>原文</p>');
    area.innerHTML = '<p>原文改</p>';
    fireEvent.input(area);
    expect(onChange).toHaveBeenLastCalledWith('<p>原文改</p>');
    const input = document.querySelector('[data-rich-text-picture]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'p.png', { type: 'image/png' })] } });
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>原文改</p><img src="/files/1/pic.png">'));
    expect(upload).toHaveBeenCalledTimes(1);
  });
});
