import type { MessageItem } from '@aikc/shared/schemas/message';
import type { MessageRow } from '../../db/schema.ts';
import { formatDateTime } from '../../lib/time.ts';

export function presentMessage(m: MessageRow): MessageItem {
  return {
    id: m.id,
    title: m.title,
    content: m.content,
    type: m.type,
    is_read: m.is_read ? 1 : 0,
    create_time: formatDateTime(m.created_at),
  };
}
