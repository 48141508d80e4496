import type { ThemeConfig } from 'antd';

/** The portal's antd theme: government-service blue on clean white and grey. */
export const PRIMARY = '#1763e8';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorSuccess: '#15803d',
    colorWarning: '#fa8c16',
    colorError: '#cf1322',
    colorText: '#1a2233',
    colorTextSecondary: '#5b6577',
    // antd derives these as translucent greys (3.3:1 on white); WCAG AA needs 4.5:1 for text.
    colorTextDescription: '#5b6577',
    colorTextTertiary: '#5b6577',
    colorTextPlaceholder: '#5b6577',
    colorBorder: '#dfe4ec',
    colorBgLayout: '#f4f6fa',
    borderRadius: 6,
    fontSize: 14,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "WenQuanYi Micro Hei", "Helvetica Neue", Arial, sans-serif',
  },
  components: {
    Button: { primaryShadow: 'none', fontWeight: 500 },
    Tabs: { titleFontSize: 16 },
    Menu: { itemBorderRadius: 6, itemSelectedBg: '#eaf1ff' },
  },
};
