import { z } from 'zod';
import { IdSchema, PaginationQuerySchema } from './common.ts';

export const MessageCountSchema = z.object({}).strip();
export const MessageCountResultSchema = z.object({ total: z.number().int().nonnegative() });
export type MessageCountResult = z.infer<typeof MessageCountResultSchema>;

export const MessageListsQuerySchema = PaginationQuerySchema.extend({
  is_read: z.enum(['0', '1', 'all']).default('all'),
});
export const ReadMessageBodySchema = z.object({ id: IdSchema });

export interface MessageItem {
  id: number;
  title: string;
  content: string;
  type: string;
  is_read: 0 | 1;
  create_time: string;
}
