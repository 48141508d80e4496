import { useEffect, useState } from 'react';
import '@wangeditor-next/editor/dist/css/style.css';
import type { IDomEditor, IEditorConfig, IToolbarConfig } from '@wangeditor-next/editor';
import { Editor, Toolbar } from '@wangeditor-next/editor-for-react';

const TOOLBAR: Partial<IToolbarConfig> = {
  // Video and code blocks are not part of policy texts; images and attachments go through links the server checks.
  excludeKeys: ['group-video', 'insertVideo', 'uploadVideo', 'codeBlock', 'fullScreen', 'emotion', 'todo'],
};

/**
 * The body editor: edits and yields HTML (ProForm's `value`/`onChange`). The server sanitizes whatever arrives, so
 * nothing here is trusted; the editor only keeps staff from typing markup by hand.
 */
export function RichText(props: { value?: string; onChange?: (html: string) => void; placeholder?: string }) {
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  // The editor owns its content once created; later `value` changes from outside (a reload) are not fed back.
  const [initial] = useState(props.value ?? '');
  const config: Partial<IEditorConfig> = { placeholder: props.placeholder ?? '请输入正文…' };

  useEffect(
    () => () => {
      editor?.destroy();
    },
    [editor],
  );

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 4 }} data-testid="rich-text">
      <Toolbar editor={editor} defaultConfig={TOOLBAR} mode="default" style={{ borderBottom: '1px solid #f0f0f0' }} />
      <Editor
        defaultConfig={config}
        value={initial}
        onCreated={setEditor}
        onChange={(e) => props.onChange?.(e.isEmpty() ? '' : e.getHtml())}
        mode="default"
        style={{ height: 420, overflowY: 'hidden' }}
      />
    </div>
  );
}
