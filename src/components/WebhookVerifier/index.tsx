import React, {useId, useState, type FormEvent} from 'react';
import {SIGNATURE_HEADER, TOLERANCE_SECONDS, verifyWebhook, type VerifyResult} from '@site/src/lib/webhookSignature';
import styles from './styles.module.css';

type Outcome = {kind: 'result'; result: VerifyResult} | {kind: 'error'; message: string};

const describeMatch = (r: Extract<VerifyResult, {valid: true}>, secrets: number) =>
  `v1 number ${r.signatureIndex + 1} of the header matches ${secrets > 1 ? (r.secretIndex === 0 ? 'the first secret' : 'the previous secret') : 'the secret'}.`;

/** One labelled single-line field of the form (no autocomplete or spell check: secrets and headers). */
function TextField(props: {
  id: string;
  name: string;
  label: React.ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.name}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        placeholder={props.placeholder}
      />
    </div>
  );
}

const utc = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/**
 * Checks a Fernpay-Signature header against a raw body and one or two secrets, in the browser, with the
 * one implementation of src/lib/webhookSignature.ts (Web Crypto). Nothing typed here leaves the page or
 * is stored: no request, no storage. A plain form: every field labelled, the result in a status region.
 */
export default function WebhookVerifier() {
  const id = useId();
  const [secret, setSecret] = useState('');
  const [previous, setPrevious] = useState('');
  const [header, setHeader] = useState('');
  const [body, setBody] = useState('');
  const [checkTime, setCheckTime] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await verifyWebhook({
        body,
        header,
        secrets: [secret, previous],
        now: checkTime ? Math.floor(Date.now() / 1000) : null,
      });
      setOutcome({kind: 'result', result});
    } catch (error) {
      setOutcome({kind: 'error', message: error instanceof Error ? error.message : String(error)});
    } finally {
      setBusy(false);
    }
  };
  const secretCount = [secret, previous].filter((s) => s.trim()).length;
  const result = outcome?.kind === 'result' ? outcome.result : undefined;

  return (
    <form className={styles.verifier} onSubmit={onSubmit} aria-labelledby={`${id}-title`} data-webhook-verifier>
      <p id={`${id}-title`} className={styles.title}>
        Signature checker
      </p>
      <TextField
        id={`${id}-secret`}
        name="secret"
        label="Webhook secret"
        value={secret}
        onChange={setSecret}
        placeholder="whsec_…"
      />
      <TextField
        id={`${id}-previous`}
        name="previous-secret"
        label={
          <>
            Previous secret <span className={styles.hint}>(optional, while you roll a secret)</span>
          </>
        }
        value={previous}
        onChange={setPrevious}
      />
      <TextField
        id={`${id}-header`}
        name="signature-header"
        label={
          <>
            <code>{SIGNATURE_HEADER}</code> header
          </>
        }
        value={header}
        onChange={setHeader}
        placeholder="t=1783087513,v1=…"
      />
      <div className={styles.field}>
        <label htmlFor={`${id}-body`}>Raw body</label>
        <textarea
          id={`${id}-body`}
          name="body"
          rows={6}
          spellCheck={false}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-describedby={`${id}-body-hint`}
        />
        <span id={`${id}-body-hint`} className={styles.hint}>
          Exactly as received: a changed space or an added newline changes the signature.
        </span>
      </div>
      <div className={styles.check}>
        <input
          id={`${id}-time`}
          name="check-time"
          type="checkbox"
          checked={checkTime}
          onChange={(e) => setCheckTime(e.target.checked)}
        />
        <label htmlFor={`${id}-time`}>
          Also check that <code>t</code> is within {TOLERANCE_SECONDS / 60} minutes of this device&apos;s clock (leave
          off for test vectors and saved deliveries)
        </label>
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        Verify signature
      </button>
      <div role="status" aria-live="polite" className={styles.status} data-verifier-status>
        {outcome?.kind === 'error' && (
          <p className={styles.invalid}>
            <strong>Could not check:</strong> {outcome.message}
          </p>
        )}
        {result?.valid && (
          <div className={styles.valid} data-verdict="valid">
            <p>
              <strong>Valid signature.</strong> {describeMatch(result, secretCount)}
            </p>
            <p>
              Signed at {utc(result.timestamp)}
              {result.ageSeconds === null
                ? ' (time not checked).'
                : `, ${Math.abs(result.ageSeconds)} seconds ${result.ageSeconds >= 0 ? 'ago' : 'ahead'}: within the tolerance.`}
            </p>
          </div>
        )}
        {result && !result.valid && (
          <div className={styles.invalid} data-verdict="invalid">
            <p>
              <strong>Invalid signature.</strong> {result.message}
            </p>
            {result.expected && result.timestamp !== undefined && (
              <p>
                For <code>t={result.timestamp}</code> and this body, Fernpay would have sent{' '}
                {result.expected.map((e, i) => (
                  <React.Fragment key={e}>
                    {i > 0 && ' or '}
                    <code className={styles.hex}>v1={e}</code>
                  </React.Fragment>
                ))}
                .
              </p>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
