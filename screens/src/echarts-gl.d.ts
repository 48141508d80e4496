// echarts-gl 2.1 ships no type declarations; the screens use only these two installers.
declare module 'echarts-gl/charts' {
  export const Bar3DChart: unknown;
}
declare module 'echarts-gl/components' {
  export const Grid3DComponent: unknown;
}
