import { useState } from 'react';
import { Alert, App, Button, Form, Skeleton, Space, Steps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { checkAssessmentInput } from '@aikc/shared/rules/validate';
import type { RuleSetId } from '@aikc/shared/rules/rule-sets';
import type { AssessmentKind } from '@aikc/shared/rules/types';
import { ApiError, httpGet } from '../../lib/http.ts';
import { CompanyApi } from '@aikc/shared/api-paths';
import type { CompanyDetail } from '@aikc/shared/schemas/company';
import { assessmentKeys, draftQuery, submitAssessment } from './api/assessment.ts';
import { CompanyPicker } from './company-picker.tsx';
import { FieldInput } from './field-input.tsx';
import type { FormStep } from './field-spec.ts';
import { LiveScore } from './live-score.tsx';
import { prefilledCount } from './prefill.ts';
import { useAssessmentForm } from './use-assessment-form.ts';
import './assessment.css';

export interface AssessmentFormProps {
  kind: AssessmentKind;
  ruleSet: RuleSetId;
  steps: FormStep[];
  /** What the company database can fill in. */
  prefill: (c: CompanyDetail) => Record<string, unknown>;
  /** The result page of a stored assessment. */
  resultPath: (id: number) => string;
}

/** A stepped assessment form: fields with their bands, the live score, draft autosave, prefill and submit. */
export function AssessmentForm(props: AssessmentFormProps) {
  const draft = useQuery(draftQuery(props.kind));
  if (draft.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  // A draft saved under another rule set still holds the same figures; its fields are reused.
  return <FormBody {...props} initial={draft.data?.input ?? {}} savedAt={draft.data?.updated_at ?? null} />;
}

function FormBody({ kind, ruleSet, steps, prefill, resultPath, initial, savedAt }: AssessmentFormProps & { initial: Record<string, unknown>; savedAt: string | null }) {
  const f = useAssessmentForm(kind, ruleSet, initial, savedAt);
  const [step, setStep] = useState(0);
  const [company, setCompany] = useState<{ id: number; name: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const current = steps[step] ?? steps[0];
  const stepHasError = (s: FormStep) => s.fields.some((x) => Object.keys(f.errors).some((k) => k === x.key || k.startsWith(`${x.key}.`)));

  const pick = async (c: { id: number; name: string } | null) => {
    setCompany(c);
    if (!c) return;
    try {
      const detail = await httpGet<CompanyDetail>(CompanyApi.detail, { id: c.id });
      const p = prefill(detail);
      f.merge(p);
      message.success(`已从企业库带入 ${prefilledCount(p)} 项数据，请逐项核实`);
    } catch {
      // The HTTP layer has shown the reason.
    }
  };

  const submit = async () => {
    setSubmitError(null);
    const checked = checkAssessmentInput(kind, f.values, f.today, { ruleSet, submit: true });
    if (!checked.ok) {
      const field = checked.field.split('.')[0] ?? '';
      const at = steps.findIndex((s) => s.fields.some((x) => x.key === field));
      if (at >= 0) setStep(at);
      setSubmitError(checked.message);
      requestAnimationFrame(() => document.querySelector(`[data-field="${field}"]`)?.scrollIntoView({ block: 'center' }));
      return;
    }
    setSubmitting(true);
    try {
      const { id } = await submitAssessment({ kind, rule_set: ruleSet, input: f.values, ...(company ? { company_id: company.id } : {}) });
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
      navigate(resultPath(id));
    } catch (err) {
      if (err instanceof ApiError) setSubmitError(err.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="assessment-layout">
      <div className="assessment-main">
        <div className="assessment-prefill">
          <span>从企业库带入数据：</span>
          <CompanyPicker value={company} onPick={(c) => void pick(c)} />
        </div>
        <Steps
          size="small"
          current={step}
          onChange={setStep}
          items={steps.map((s) => ({ title: s.title, status: stepHasError(s) ? 'error' : undefined }))}
          style={{ margin: '16px 0 24px' }}
        />
        {current?.intro ? <Alert type="info" showIcon message={current.intro} style={{ marginBottom: 20 }} /> : null}
        <Form layout="vertical" className="assessment-form">
          {current?.fields.map((spec) => <FieldInput key={spec.key} spec={spec} value={f.values[spec.key]} errors={f.errors} onChange={f.setField} />)}
        </Form>
        {submitError ? <Alert type="error" showIcon message={submitError} style={{ marginBottom: 16 }} data-testid="submit-error" /> : null}
        <Space>
          <Button disabled={step === 0} onClick={() => setStep(step - 1)}>上一步</Button>
          {step < steps.length - 1 ? (
            <Button type="primary" onClick={() => setStep(step + 1)}>下一步</Button>
          ) : (
            <Button type="primary" loading={submitting} onClick={() => void submit()} data-testid="submit-assessment">提交测评</Button>
          )}
        </Space>
      </div>
      <LiveScore result={f.result} savedAt={f.savedAt} />
    </div>
  );
}
