import type { Selectable } from 'kysely';
import {
  ChatSourceSchema,
  type ChatMessage,
  type ChatMessageStatus,
  type ChatProviderKind,
  type ChatSession,
  type ChatSource,
} from '@aikc/shared/schemas/chat';
import type { ChatMode } from '@aikc/shared/routes';
import { z } from 'zod';
import type { ChatMessagesTable, ChatSessionsTable } from '../../db/schema.ts';
import { formatDateTime } from '../../lib/time.ts';

const SourcesSchema = z.array(ChatSourceSchema);

export function parseSources(json: string): ChatSource[] {
  try {
    const parsed = SourcesSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function presentSession(r: Selectable<ChatSessionsTable>): ChatSession {
  return {
    id: Number(r.id),
    mode: r.mode as ChatMode,
    title: r.title,
    company_id: r.company_id === null ? null : Number(r.company_id),
    created_at: formatDateTime(Number(r.created_at)),
    updated_ms: Number(r.updated_at),
  };
}

const RelatedSchema = z.array(z.string());

function parseRelated(json: string | undefined): string[] {
  try {
    const parsed = RelatedSchema.safeParse(JSON.parse(json ?? '[]'));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** `live`: the text so far of an answer still streaming (kept in memory until its end). */
export function presentMessage(
  r: Selectable<ChatMessagesTable>,
  live?: { text: string; sources: ChatSource[]; related: string[] },
): ChatMessage {
  return {
    id: Number(r.id),
    session_id: Number(r.session_id),
    role: r.role === 'user' ? 'user' : 'assistant',
    content: live ? live.text : r.content,
    status: r.status as ChatMessageStatus,
    error_msg: r.error_msg,
    provider: (r.provider as ChatProviderKind | null) ?? null,
    sources: live ? live.sources : parseSources(r.sources_json),
    related: live ? live.related : parseRelated(r.related_json),
    created_at: formatDateTime(Number(r.created_at)),
  };
}
