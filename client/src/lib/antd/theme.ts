import type { ThemeConfig } from 'antd';

/** The portal's antd theme: government-service blue on clean white and grey. */
export const PRIMARY = '#1763e8';
/** Secondary text: 5.9:1 on white, 5.4:1 on the layout grey. */
const TEXT_SECONDARY = '#5b6577';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    colorSuccess: '#15803d',
    colorWarning: '#fa8c16',
    colorError: '#cf1322',
    colorText: '#1a2233',
    colorTextSecondary: TEXT_SECONDARY,
    // antd derives these as translucent greys (3.3:1 on white); WCAG AA needs 4.5:1 for text.
    colorTextDescription: TEXT_SECONDARY,
    colorTextTertiary: TEXT_SECONDARY,
    colorTextPlaceholder: TEXT_SECONDARY,
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
    // Table draws its empty text ("暂无…") in colorTextDisabled (2.7:1 on white): it is a message to read, so the
    // table gets the secondary text; the global token keeps disabled controls looking disabled. (List's empty text
    // does not take a component override: app/global.css colours it.)
    Table: { colorTextDisabled: TEXT_SECONDARY },
  },
};
