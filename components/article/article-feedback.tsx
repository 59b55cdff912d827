'use client';

import { ThumbsDown, ThumbsUp } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useLanguage } from '@/components/i18n/language-provider';
import { formsClient } from '@/lib/i18n/dictionaries/en/client/forms';
import { articleClient } from '@/lib/i18n/dictionaries/en/client/article';
import { toast } from '@/components/ui/toast';
import {
  answeredOnThisDevice,
  COMMENT_MAX_LENGTH,
  commentProblem,
  feedbackSubject,
  isHelpful,
  rememberAnswer,
  submitFeedback,
  type Helpful,
} from '@/lib/forms/feedback';
import { formOutcomePath } from '@/lib/forms/outcomes';
import { site } from '@/lib/site/settings';

type Props = { article: string; title: string };

/** ask: Yes / No. comment: after a No, the optional comment. answered: one answer per device. */
type Stage = { name: 'ask' } | { name: 'comment' } | { name: 'answered'; helpful: Helpful };

const noop = () => () => {};

/** Answers kept on this device change in other tabs too. */
function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** A submit button that answers the question: its value is posted as `helpful`, with or without script. */
function AnswerButton({
  helpful,
  disabled,
  children,
}: {
  helpful: Helpful;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      name="helpful"
      value={helpful}
      disabled={disabled}
      className="hover:border-brand-700 hover:text-brand-800 inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 px-5 font-semibold text-slate-800 disabled:cursor-wait disabled:opacity-70"
    >
      {children}
    </button>
  );
}

/**
 * "Was this article helpful?" at the end of each article: Yes sends at once; No opens an optional
 * comment first. Sent to the form service with the honeypot, thanked with a toast, remembered on
 * this device. Before the script runs (or without it) it is a plain form: Yes and No are its
 * submit buttons and the comment field is shown.
 */
export function ArticleFeedback({ article, title }: Props) {
  const { lang, t } = useLanguage({ article: articleClient, forms: formsClient });
  const words = { ...t.forms.feedback, ...t.article.feedback };
  const headingId = useId();
  const commentId = useId();
  const [stage, setStage] = useState<Stage>({ name: 'ask' });
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const moved = useRef(false);
  const enhanced = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );

  const kept = useSyncExternalStore(
    subscribeToStorage,
    () => answeredOnThisDevice(article),
    () => null,
  );
  const current: Stage =
    stage.name !== 'answered' && kept ? { name: 'answered', helpful: kept } : stage;

  // Focus follows the reader's step, never on the first render.
  useEffect(() => {
    if (!moved.current) return;
    if (stage.name === 'comment') commentRef.current?.focus();
    if (stage.name === 'answered') doneRef.current?.focus();
  }, [stage]);

  async function send(helpful: Helpful) {
    const tooLong = helpful === 'no' ? commentProblem(comment, words) : null;
    setProblem(tooLong);
    if (tooLong) return commentRef.current?.focus();
    setSending(true);
    const outcome = await submitFeedback(
      { article, title, helpful, comment },
      site.form,
      t.forms.service,
    );
    setSending(false);
    if (!outcome.ok) {
      toast.error(words.errorTitle, { description: outcome.message });
      return;
    }
    rememberAnswer(article, helpful);
    toast.success(words.thanks);
    moved.current = true;
    setStage({ name: 'answered', helpful });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const helpful = submitter instanceof HTMLButtonElement ? submitter.value : '';
    if (!isHelpful(helpful)) return;
    // A filled honeypot means a bot: pretend all went well and send nothing.
    if (new FormData(event.currentTarget).get('botcheck')) return;
    if (helpful === 'no' && stage.name === 'ask') {
      moved.current = true;
      setStage({ name: 'comment' });
      return;
    }
    void send(helpful);
  }

  const showComment = !enhanced || current.name === 'comment';
  return (
    <section
      aria-labelledby={headingId}
      className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-6 print:hidden"
    >
      {current.name === 'answered' ? (
        <>
          <h2 id={headingId} className="sr-only">
            {words.question}
          </h2>
          <p ref={doneRef} tabIndex={-1} role="status" className="text-slate-800 outline-none">
            {current.helpful === 'yes' ? words.answeredYes : words.answeredNo}
          </p>
        </>
      ) : (
        <form
          method="post"
          action={site.form.feedbackEndpoint}
          onSubmit={onSubmit}
          className="space-y-4"
        >
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {words.question}
          </h2>
          <input type="hidden" name="access_key" value={site.form.accessKey} />
          {site.form.accessKey && (
            // Without JavaScript the form service shows this page once the answer is sent.
            <input
              type="hidden"
              name="redirect"
              value={`${site.url}${formOutcomePath('feedback-sent', lang)}`}
            />
          )}
          <input type="hidden" name="subject" value={feedbackSubject(title)} />
          <input type="hidden" name="article" value={article} />
          <input
            type="checkbox"
            name="botcheck"
            tabIndex={-1}
            aria-hidden="true"
            className="hidden"
          />
          {/* Hidden, not removed, until a No: hydration keeps the prerendered field. */}
          <div hidden={!showComment}>
            <label htmlFor={commentId} className="block text-sm font-medium text-slate-800">
              {words.commentLabel}
            </label>
            <textarea
              ref={commentRef}
              id={commentId}
              name="comment"
              rows={3}
              maxLength={COMMENT_MAX_LENGTH}
              value={comment}
              onChange={(event) => {
                setComment(event.target.value);
                setProblem(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${commentId}-error` : undefined}
              className="focus:border-brand-700 bg-surface mt-1.5 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
            />
            {problem && (
              <p id={`${commentId}-error`} className="mt-1.5 text-sm text-red-700">
                {problem}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-3">
            {current.name === 'comment' ? (
              <AnswerButton helpful="no" disabled={sending}>
                {sending ? words.sending : words.send}
              </AnswerButton>
            ) : (
              <>
                <AnswerButton helpful="yes" disabled={sending}>
                  <ThumbsUp className="size-4" aria-hidden="true" />
                  {words.yes}
                </AnswerButton>
                <AnswerButton helpful="no" disabled={sending}>
                  <ThumbsDown className="size-4" aria-hidden="true" />
                  {words.no}
                </AnswerButton>
              </>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
