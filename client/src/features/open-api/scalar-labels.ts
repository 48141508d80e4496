/**
 * Chinese for the labels Scalar's API reference draws itself (it has no localisation option as of 1.46): its text
 * nodes and accessible names are rewritten in place whenever it renders. The document's own words (summaries,
 * parameter names, schema and type names) are not touched: only whole labels in this table, and a few patterns.
 */
const LABELS: Record<string, string> = {
  Responses: '响应',
  Response: '响应',
  'Example Responses': '响应示例',
  'Show Schema': '显示结构',
  'Hide Schema': '收起结构',
  'Query Parameters': '查询参数',
  'Path Parameters': '路径参数',
  Headers: '请求头',
  'Request Body': '请求体',
  Body: '请求体',
  Operations: '接口',
  Models: '数据模型',
  Introduction: '简介',
  'Operation Description': '接口说明',
  Default: '默认值',
  'Type:': '类型：',
  'Pattern:': '格式规则：',
  'Format:': '格式：',
  'STATUS:': '状态码：',
  'max length:': '最大长度：',
  'min length:': '最小长度：',
  required: '必填',
  optional: '选填',
  enum: '枚举',
  Server: '服务器',
  'Server:': '服务器：',
  Share: '分享',
  'Download OpenAPI Document': '下载 OpenAPI 文档',
  'Copy link': '复制链接',
  // Its screen-reader text of a heading's link: "Copy link to <wbr>name", the name in its own text node.
  'Copy link to': '复制链接：',
  'Status:': '状态码：',
  Name: '名称',
  Value: '值',
  Enabled: '启用',
  Cookies: 'Cookie',
  'Show Password': '显示密码',
  'Clear Value': '清除',
  'Open Group': '展开分组',
  Copy: '复制',
  'Copy to clipboard': '复制',
  Copied: '已复制',
  'More Information': '更多信息',
  'Input is invalid': '输入有误',
  'Notifications alt+T': '通知',
  'Show more': '展开更多',
  'Show less': '收起',
  Example: '示例',
  Examples: '示例',
  'Possible values': '可选值',
};

const PATTERNS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Copy link to (.+)$/, (m) => `复制“${m[1]}”的链接`],
  [/^Request: (.+)$/, (m) => `请求：${m[1]}`],
  [/^Open API Documentation for (.+)$/, (m) => `${m[1]}接口文档`],
  [/^(\S+): header$/, (m) => `${m[1]}：请求头`],
];

/** The Chinese of a label of Scalar's, or null when the text is not one. */
export function chineseLabel(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  if (Object.hasOwn(LABELS, t)) return LABELS[t] as string;
  for (const [re, to] of PATTERNS) {
    const m = re.exec(t);
    if (m) return to(m);
  }
  return null;
}

const NAMED = ['aria-label', 'title'] as const;

/** Rewrites Scalar's labels under `root` in Chinese; what is already Chinese or the document's own stays. */
export function localiseLabels(root: HTMLElement): void {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const zh = chineseLabel(n.nodeValue ?? '');
    // Example bodies keep their text (a value named like a label); Scalar's labels may sit in <code> elements.
    if (zh !== null && !n.parentElement?.closest('pre')) n.nodeValue = zh;
  }
  for (const el of root.querySelectorAll<HTMLElement>('[aria-label], [title]')) {
    for (const attr of NAMED) {
      const v = el.getAttribute(attr);
      const zh = v === null ? null : chineseLabel(v);
      if (zh !== null) el.setAttribute(attr, zh);
    }
  }
}
