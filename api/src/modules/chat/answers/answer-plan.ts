import type { Passage } from '../providers/provider.ts';

/**
 * How a 知识库 question is answered, decided before anything is streamed or charged. In order: the 问答库 entry
 * that matches the question (or its phrasings), else the reference fact that states what was asked, else the
 * clause of the best document that covers the question; else nothing was found, and the answer says so with
 * related questions and a search link (and costs no quota). A follow-up is first made to stand alone from the
 * session's earlier questions.
 */
export interface AnswerPlan {
  kind: 'qa' | 'fact' | 'clause' | 'none';
  /** The question as it stands on its own (a follow-up resolved against the earlier turns). */
  resolved: string;
  /** The answer's first sentence(s): the figure, condition, date or yes/no. Empty for 'none'. */
  lead: string;
  /** Numbered documents the answer rests on: the lead's first. */
  passages: Passage[];
  /** The matched 问答库 entry (given to a model as the answer to build on) and its theme (what a session is about). */
  knowledge?: { question: string; answer: string; theme: string };
  /** 'none': three questions the knowledge base can answer, offered as buttons. */
  related: string[];
  /** 'none': the policy search for the question's words. */
  searchRoute: string;
}
