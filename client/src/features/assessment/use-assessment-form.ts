import { useEffect, useMemo, useRef, useState } from 'react';
import { evaluateAssessment, inputSchemaFor, type RuleSetId } from '@aikc/shared/rules/rule-sets';
import { ruleIssuesByField } from '@aikc/shared/rules/fields';
import type { AssessmentKind, AssessmentResult } from '@aikc/shared/rules/types';
import type { GaoxinInput } from '@aikc/shared/rules/gaoxin-input';
import { saveDraft } from './api/assessment.ts';

const AUTOSAVE_MS = 800;

/** Today's date in China (the API decides with the same day). */
export function todayCn(now = Date.now()): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The live result: the fields with a message are left out (as if not yet filled), so a half-typed figure shows
 * its message without blanking the score.
 */
function liveResult(
  kind: AssessmentKind,
  ruleSet: RuleSetId,
  values: Record<string, unknown>,
  today: string,
): AssessmentResult {
  const schema = inputSchemaFor(kind, today);
  let v = values;
  for (let i = 0; i < 5; i++) {
    const p = schema.safeParse(v);
    if (p.success) return evaluateAssessment(ruleSet, p.data as GaoxinInput, today);
    const bad = new Set(p.error.issues.map((x) => String(x.path[0])));
    v = Object.fromEntries(Object.entries(v).filter(([k]) => !bad.has(k)));
  }
  return evaluateAssessment(ruleSet, {}, today);
}

/**
 * The state of an assessment form: the raw values (starting from the saved draft), each field's message from
 * the shared schema, the live result from the shared rules, and the draft autosave.
 */
export function useAssessmentForm(
  kind: AssessmentKind,
  ruleSet: RuleSetId,
  initial: Record<string, unknown>,
  initialSavedAt: string | null,
) {
  const today = todayCn();
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [dirty, setDirty] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(initialSavedAt);

  const parsed = useMemo(() => inputSchemaFor(kind, today).safeParse(values), [kind, today, values]);
  const errors = useMemo(() => (parsed.success ? {} : ruleIssuesByField(parsed.error)), [parsed]);
  const result = useMemo(() => liveResult(kind, ruleSet, values, today), [kind, ruleSet, values, today]);

  // A submission clears the draft on the server; an autosave landing after it would bring the draft back and mix
  // it into the next assessment (issue 31). `frozen` stops new saves; `inflight` is waited for before submitting.
  const frozen = useRef(false);
  const inflight = useRef<Promise<unknown> | null>(null);
  useEffect(() => {
    if (!dirty || !parsed.success) return;
    const t = setTimeout(() => {
      if (frozen.current) return;
      const save = saveDraft(kind, ruleSet, values)
        .then(() => setSavedAt(new Date().toLocaleTimeString('zh-CN', { hour12: false })))
        .catch(() => undefined);
      inflight.current = save;
    }, AUTOSAVE_MS);
    return () => clearTimeout(t);
  }, [values, dirty, parsed.success, kind, ruleSet]);

  return {
    values,
    errors,
    result,
    savedAt,
    today,
    setField(key: string, v: unknown) {
      setDirty(true);
      setValues((prev) => {
        const next = { ...prev };
        if (v === null || v === undefined) delete next[key];
        else next[key] = v;
        return next;
      });
    },
    /** Stops autosaving (before a submission) and resolves once a save already sent has been answered. */
    async freeze(): Promise<void> {
      frozen.current = true;
      await inflight.current;
    },
    /** Autosaves again (a submission that was refused: the form stays open). */
    thaw() {
      frozen.current = false;
    },
    /** Starts again from `start` alone (another company chosen: no field of the previous one stays). */
    reset(start: Record<string, unknown>) {
      setDirty(true);
      setValues(Object.fromEntries(Object.entries(start).filter(([, v]) => v !== undefined && v !== null)));
    },
    merge(patch: Record<string, unknown>) {
      setDirty(true);
      setValues((prev) => ({
        ...prev,
        ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined && v !== null)),
      }));
    },
  };
}
