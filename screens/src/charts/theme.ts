/** The dark-blue palette of the walls, shared by CSS-in-JS and chart options. */
export const C = {
  text: '#cfe6ff',
  textDim: '#7fa6d6',
  accent: '#00e4ff',
  gold: '#ffc53d',
  warn: '#ff7a45',
  line: 'rgba(64, 158, 255, 0.25)',
  panelBg: 'rgba(6, 30, 74, 0.55)',
  series: ['#00e4ff', '#3d8bff', '#ffc53d', '#36cfc9', '#9254de', '#ff7a45', '#73d13d', '#f759ab'],
} as const;

/** Font sizes in design pixels (1920x1080), large enough to stay legible when scaled down to 1366x768. */
export const FONT = { axis: 14, label: 15, legend: 15, title: 20 } as const;

export const axisCommon = {
  axisLine: { lineStyle: { color: 'rgba(127, 166, 214, 0.45)' } },
  axisTick: { show: false },
  axisLabel: { color: C.textDim, fontSize: FONT.axis },
  splitLine: { lineStyle: { color: C.line, type: 'dashed' as const } },
};

export const tooltipCommon = {
  backgroundColor: 'rgba(4, 20, 52, 0.92)',
  borderColor: C.accent,
  textStyle: { color: C.text, fontSize: FONT.label },
};
