/** The header search box's words, shared by its plain and full forms. */
export const HEADER_SEARCH_PLACEHOLDER = '搜索政策，如：首台套';
export const HEADER_SEARCH_LABEL = '全站政策搜索';
