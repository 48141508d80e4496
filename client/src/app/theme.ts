import type { ThemeConfig } from 'antd';

/** The portal's antd theme: government-service blue on clean white and grey. */
export const PRIMARY = '#1f6fff';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorSuccess: '#16a34a',
    colorWarning: '#fa8c16',
    colorError: '#e5484d',
    colorText: '#1a2233',
    colorTextSecondary: '#5b6577',
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
