import type { ChatMode } from '@aikc/shared/routes';
import type { ChatProviderKind, ChatSource } from '@aikc/shared/schemas/chat';

/** A retrieved passage: the document (as the source list shows it) and the clauses quoted from it. */
export interface Passage {
  source: ChatSource;
  /** The best-matching sentences of the document, in document order, each a whole sentence. */
  clauses: string[];
  /** The 条 (款, 项) the clauses rest on, as the document numbers them, when known (reference facts). */
  article?: string;
  /** An implementing document of the user's region (named), cited after the reference documents. */
  local?: string;
}

export interface AnswerRequest {
  mode: ChatMode;
  question: string;
  /** Earlier turns of the session (oldest first), for follow-up questions. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** Numbered as source.n; the answer may cite only these. */
  passages: Passage[];
  /** Facts computed by the portal for qypj / zcpp (markdown), given to the provider as ground truth. */
  context?: string;
  /** zsk: the question as it stands on its own, when a follow-up was resolved against the earlier turns. */
  resolved?: string;
  /** zsk: what the answer opens with (the figure, condition, date or yes/no), from the knowledge base or a fact. */
  lead?: string;
  /** zsk: the 问答库 entry that matched the question. */
  knowledge?: { question: string; answer: string };
}

/**
 * Where answers come from. `stream` yields pieces of markdown as they are produced and stops when `signal`
 * aborts (the provider's upstream request is cancelled, not merely ignored). A failure is thrown.
 */
export interface AnswerProvider {
  readonly kind: ChatProviderKind;
  stream(req: AnswerRequest, signal: AbortSignal): AsyncIterable<string>;
}

/** A provider failure with the message the page shows. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  constructor(
    readonly userMessage: string,
    options?: { cause?: unknown },
  ) {
    super(userMessage, options);
  }
}
