import { useState } from 'react';
import { Alert, App, Button, Form, Skeleton, Space, Steps } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkAssessmentInput } from '@aikc/shared/rules/validate';
import type { RuleSetId } from '@aikc/shared/rules/rule-sets';
import type { AssessmentKind } from '@aikc/shared/rules/types';
import { ApiError, httpGet } from '../../lib/http.ts';
import { CompanyApi } from '@aikc/shared/api-paths';
import type { CompanyDetail } from '@aikc/shared/schemas/company';
import { userCompanyListQuery } from '../user-company/api/user-companies.ts';
import { assessmentKeys, draftQuery, resultQuery, submitAssessment } from './api/assessment.ts';
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
  // 重新测评 (?from=<id>) opens that result's answers for editing, ahead of any draft (issue 31).
  const from = Number(useSearchParams()[0].get('from')) || 0;
  const previous = useQuery({ ...resultQuery(from), enabled: from > 0 });
  const draft = useQuery(draftQuery(props.kind));
  // Without a draft, a new assessment starts from the user's default company (我的企业) when it is linked to the
  // company database: its figures are read before the form opens, so the form starts with them.
  const myCompanies = useQuery({ ...userCompanyListQuery(1, 10), enabled: draft.isSuccess && !draft.data });
  const mine = myCompanies.data?.list.find((c) => c.is_default && c.company_id !== null) ?? null;
  const detail = useQuery({
    queryKey: ['assessment', 'prefill', mine?.company_id ?? 0],
    queryFn: () => httpGet<CompanyDetail>(CompanyApi.detail, { id: mine?.company_id ?? 0 }, { silent: true }),
    enabled: mine !== null,
    retry: false,
  });
  const waiting =
    (from > 0 && previous.isPending) ||
    draft.isPending ||
    (myCompanies.fetchStatus === 'fetching' && myCompanies.isPending) ||
    (mine !== null && detail.isPending);
  if (waiting) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (previous.data?.kind === props.kind)
    return <FormBody {...props} initial={previous.data.input} savedAt={null} initialCompany={null} />;
  if (draft.data) {
    // A draft saved under another rule set still holds the same figures; its fields are reused.
    return <FormBody {...props} initial={draft.data.input} savedAt={draft.data.updated_at} initialCompany={null} />;
  }
  const start = mine && detail.data ? props.prefill(detail.data) : null;
  return (
    <FormBody
      {...props}
      initial={start ?? {}}
      savedAt={null}
      initialCompany={
        mine && start ? { id: mine.company_id ?? 0, name: mine.name, filled: prefilledCount(start) } : null
      }
    />
  );
}

interface StartCompany {
  id: number;
  name: string;
  /** How many fields its data filled. */
  filled: number;
}

function FormBody({
  kind,
  ruleSet,
  steps,
  prefill,
  resultPath,
  initial,
  savedAt,
  initialCompany,
}: AssessmentFormProps & {
  initial: Record<string, unknown>;
  savedAt: string | null;
  initialCompany: StartCompany | null;
}) {
  const f = useAssessmentForm(kind, ruleSet, initial, savedAt);
  const [step, setStep] = useState(0);
  const [company, setCompany] = useState<{ id: number; name: string } | null>(initialCompany);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const current = steps[step] ?? steps[0];
  const stepHasError = (s: FormStep) =>
    s.fields.some((x) => Object.keys(f.errors).some((k) => k === x.key || k.startsWith(`${x.key}.`)));

  const pick = async (c: { id: number; name: string } | null) => {
    const previous = company;
    setCompany(c);
    if (!c) return;
    try {
      const detail = await httpGet<CompanyDetail>(CompanyApi.detail, { id: c.id });
      const p = prefill(detail);
      // Another company's answers must not stay beside this one's figures (issue 31: 科技人员 of the last company
      // over 职工 of this one); the first company chosen fills the form over what was typed.
      if (previous && previous.id !== c.id) f.reset(p);
      else f.merge(p);
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
      requestAnimationFrame(() =>
        document.querySelector(`[data-field="${field}"]`)?.scrollIntoView({ block: 'center' }),
      );
      return;
    }
    setSubmitting(true);
    await f.freeze();
    try {
      const { id } = await submitAssessment({
        kind,
        rule_set: ruleSet,
        input: f.values,
        ...(company ? { company_id: company.id } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
      navigate(resultPath(id));
    } catch (err) {
      f.thaw();
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
        {initialCompany && company?.id === initialCompany.id ? (
          <Alert
            type="success"
            showIcon
            style={{ marginTop: 12 }}
            data-testid="prefill-note"
            message={`已按您的默认企业「${initialCompany.name}」带入 ${initialCompany.filled} 项数据，请逐项核实`}
          />
        ) : null}
        <Steps
          size="small"
          current={step}
          onChange={setStep}
          items={steps.map((s) => ({ title: s.title, status: stepHasError(s) ? 'error' : undefined }))}
          style={{ margin: '16px 0 24px' }}
        />
        {current?.intro ? <Alert type="info" showIcon message={current.intro} style={{ marginBottom: 20 }} /> : null}
        <Form layout="vertical" className="assessment-form">
          {current?.fields.map((spec) => (
            <FieldInput key={spec.key} spec={spec} value={f.values[spec.key]} errors={f.errors} onChange={f.setField} />
          ))}
        </Form>
        {submitError ? (
          <Alert type="error" showIcon message={submitError} style={{ marginBottom: 16 }} data-testid="submit-error" />
        ) : null}
        <Space>
          <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
            上一步
          </Button>
          {step < steps.length - 1 ? (
            <Button type="primary" onClick={() => setStep(step + 1)}>
              下一步
            </Button>
          ) : (
            <Button type="primary" loading={submitting} onClick={() => void submit()} data-testid="submit-assessment">
              提交测评
            </Button>
          )}
        </Space>
      </div>
      <LiveScore result={f.result} savedAt={f.savedAt} />
    </div>
  );
}
