import type { AnchorProps } from 'antd';

/** One entry of an antd Anchor table of contents (antd exports no name for it from its root). */
export type AnchorItem = NonNullable<AnchorProps['items']>[number];
