import { useState } from 'react';
import styled from 'styled-components';
import type { Campaign, CampaignPreview, CampaignStatus, CampaignTestSend, PushScreen } from '@ciao/contracts';
import { CAMPAIGN_LIMITS, PUSH_SCREENS } from '@ciao/contracts/web';
import { Badge, Button, Checkbox, Notice, Select, Stack, TextField } from '@ciao/ui';
import type { BadgeVariant } from '@ciao/ui';
import { AdminFrame } from '../../components/admin-frame';
import { CardTable } from '../../components/card-table';
import { formatLocalAndUtc } from '../../components/date-format';
import { ListAnswer } from '../../components/list-answer';
import { SCREEN_LABELS, textProblems } from './campaign-form-values';
import type { CampaignFormValues, Choice } from './campaign-form-values';

export const TEXTS = {
  title: 'Campaigns',
  description:
    'Tell customers with Promotions on something: by push, e-mail or both (each customer’s own choices win), now or at a time.',
  loading: 'Loading the campaigns...',
  failed: 'Failed to load the campaigns',
  empty: 'No campaigns yet',
  emptyDescription: 'A campaign you save appears here with its results.',
  notAuthorised: 'Only administrators can see campaigns. Ask an owner to give your account an admin role.',
  readOnly: 'Your role reads campaigns; owners and support create and send them.',
} as const;

const STATUS: Record<CampaignStatus, { label: string; variant: BadgeVariant }> = {
  draft: { label: 'Draft', variant: 'neutral' },
  scheduled: { label: 'Scheduled', variant: 'info' },
  sending: { label: 'Sending', variant: 'warning' },
  sent: { label: 'Sent', variant: 'success' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
};

const CHOICES = [
  { value: '', label: 'Any' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

export type CampaignsListState =
  | { status: 'loading' }
  | { status: 'failed'; onRetry: () => void }
  | { status: 'not-authorised' }
  | { status: 'ready'; campaigns: Campaign[] };

/** What the editor shows and does; the screen wires it to the API. */
export interface CampaignEditorProps {
  values: CampaignFormValues;
  onChange: (values: CampaignFormValues) => void;
  /** The saved campaign being edited (a draft or a scheduled one), if any. */
  saved: Campaign | undefined;
  /** The segment's size, counted by the API; undefined while the first count is read. */
  audience: number | undefined;
  preview: CampaignPreview | undefined;
  testSent: CampaignTestSend | undefined;
  busy: boolean;
  error: string | undefined;
  onPreview: () => void;
  onSave: () => void;
  onTestSend: () => void;
  onSend: (request: { at?: string; confirmEmpty?: boolean }) => void;
  onNew: () => void;
}

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 640px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-end;
`;

const Phone = styled.div`
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  padding: ${({ theme }) => theme.space[3]};
  overflow-wrap: anywhere;
`;

const MailFrame = styled.iframe`
  width: 100%;
  min-height: 420px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const RESULT_COLUMNS = (['queued', 'sent', 'failed', 'unsubscribed', 'opened'] as const).map((key) => ({
  header: key.charAt(0).toUpperCase() + key.slice(1),
  cell: (c: Campaign) => c.results[key].toLocaleString('en-GB'),
  sortBy: (c: Campaign) => c.results[key],
}));

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** The form of a draft: content, audience with its counted size, preview, test, send or schedule. */
function CampaignEditor(props: CampaignEditorProps) {
  const { values, onChange, saved, audience, preview, testSent, busy, error } = props;
  const [at, setAt] = useState('');
  const [confirmEmpty, setConfirmEmpty] = useState(false);
  const set = <K extends keyof CampaignFormValues>(key: K, value: CampaignFormValues[K]) =>
    onChange({ ...values, [key]: value });
  const problems = textProblems(values);
  const valid = Object.keys(problems).length === 0;
  const empty = audience === 0;
  const atIso = at ? new Date(at).toISOString() : undefined;
  const sendable = saved?.status === 'draft' && valid && (!empty || confirmEmpty);
  const request = (when?: string) => ({
    ...(when === undefined ? {} : { at: when }),
    ...(confirmEmpty ? { confirmEmpty: true } : {}),
  });
  const choice = (key: 'mined' | 'hasActiveCode' | 'referred', label: string) => (
    <Select label={label} options={CHOICES} value={values[key]} onValueChange={(v) => set(key, v as Choice)} />
  );

  return (
    <Grid>
      <Section aria-labelledby="campaign-message">
        <Heading id="campaign-message">
          {saved ? `Campaign ${saved.id} (${STATUS[saved.status].label.toLowerCase()})` : 'New campaign'}
        </Heading>
        <TextField
          label="Title"
          value={values.title}
          maxLength={CAMPAIGN_LIMITS.title}
          hint={`${values.title.length}/${CAMPAIGN_LIMITS.title} characters`}
          error={values.title && problems.title}
          onChange={(e) => set('title', e.target.value)}
        />
        <TextField
          label="Message"
          value={values.body}
          maxLength={CAMPAIGN_LIMITS.body}
          hint={`${values.body.length}/${CAMPAIGN_LIMITS.body} characters`}
          error={values.body && problems.body}
          onChange={(e) => set('body', e.target.value)}
        />
        <Fields>
          <Select
            label="Opens"
            options={PUSH_SCREENS.map((screen) => ({ value: screen, label: SCREEN_LABELS[screen] }))}
            value={values.url}
            onValueChange={(v) => set('url', v as PushScreen)}
          />
          <Select
            label="Channel"
            options={[
              { value: 'both', label: 'Push and e-mail' },
              { value: 'push', label: 'Push only' },
              { value: 'email', label: 'E-mail only' },
            ]}
            value={values.channel}
            onValueChange={(v) => set('channel', v as CampaignFormValues['channel'])}
          />
        </Fields>
        <Heading as="h3">Audience</Heading>
        <Muted>Customers with Promotions on; every filter you set must match.</Muted>
        <Fields>
          <TextField
            label="Signed up from"
            type="date"
            value={values.signedUpFrom}
            onChange={(e) => set('signedUpFrom', e.target.value)}
          />
          <TextField
            label="Signed up to"
            type="date"
            value={values.signedUpTo}
            onChange={(e) => set('signedUpTo', e.target.value)}
          />
          {choice('mined', 'Mined recently')}
          <TextField
            label="In the last (days)"
            type="number"
            min={1}
            max={3650}
            value={values.minedDays}
            onChange={(e) => set('minedDays', e.target.value)}
          />
          <TextField
            label="Balance above ($CIAO)"
            inputMode="decimal"
            value={values.balanceAboveCiao}
            onChange={(e) => set('balanceAboveCiao', e.target.value)}
          />
          <TextField
            label="Balance below ($CIAO)"
            inputMode="decimal"
            value={values.balanceBelowCiao}
            onChange={(e) => set('balanceBelowCiao', e.target.value)}
          />
          {choice('hasActiveCode', 'Has an active code')}
          {choice('referred', 'Referred')}
          <TextField
            label="Country (age check)"
            value={values.country}
            onChange={(e) => set('country', e.target.value)}
          />
        </Fields>
        <p role="status" aria-live="polite">
          <strong>
            {audience === undefined
              ? 'Counting the audience...'
              : `Audience: ${plural(audience, 'customer', 'customers')}`}
          </strong>
        </p>
        {empty ? (
          <Checkbox
            label="This segment matches nobody: send it anyway"
            checked={confirmEmpty}
            onCheckedChange={setConfirmEmpty}
          />
        ) : null}
        {error ? <Notice variant="danger">{error}</Notice> : null}
        <Actions>
          <Button variant="outline" onClick={props.onPreview} disabled={!valid || busy}>
            Preview
          </Button>
          <Button onClick={props.onSave} disabled={!valid || busy}>
            {saved ? 'Save changes' : 'Save draft'}
          </Button>
          {saved ? (
            <Button variant="outline" onClick={props.onTestSend} disabled={busy}>
              Send a test to me
            </Button>
          ) : null}
          {saved ? (
            <Button variant="ghost" onClick={props.onNew} disabled={busy}>
              New campaign
            </Button>
          ) : null}
        </Actions>
        {testSent ? (
          <Notice variant="success" role="status">
            Test sent to you by {[testSent.push && 'push', testSent.email && 'e-mail'].filter(Boolean).join(' and ')}.
          </Notice>
        ) : null}
        {saved?.status === 'draft' ? (
          <Actions>
            <Button onClick={() => props.onSend(request())} disabled={!sendable || busy}>
              Send now
            </Button>
            <TextField
              label="Or at (your time)"
              type="datetime-local"
              value={at}
              hint={atIso ? formatLocalAndUtc(atIso) : 'Shown in UTC too once chosen'}
              onChange={(e) => setAt(e.target.value)}
            />
            <Button
              variant="outline"
              onClick={() => props.onSend(request(atIso))}
              disabled={!sendable || !atIso || busy}
            >
              Schedule
            </Button>
          </Actions>
        ) : null}
      </Section>
      <Section aria-labelledby="campaign-preview">
        <Heading id="campaign-preview">Preview</Heading>
        {preview ? (
          <>
            <Phone aria-label="Push notification">
              <strong>{preview.push.title}</strong>
              <Muted>{preview.push.body}</Muted>
              <Muted>Opens {preview.push.url}</Muted>
            </Phone>
            <Muted>Subject: {preview.mail.subject}</Muted>
            <MailFrame title="E-mail preview" sandbox="" srcDoc={preview.mail.html} />
          </>
        ) : (
          <Muted>Press Preview to see the push as a phone shows it and the e-mail as it is sent.</Muted>
        )}
      </Section>
    </Grid>
  );
}

export interface CampaignsViewProps {
  list: CampaignsListState;
  /** Null for a role that only reads. */
  editor: CampaignEditorProps | null;
  onEdit: (campaign: Campaign) => void;
  onCancel: (campaign: Campaign) => void;
}

const editable = (campaign: Campaign) => campaign.status === 'draft' || campaign.status === 'scheduled';

/** The Campaigns screen: the editor (owner and support) and the campaigns with their results. */
export function CampaignsView({ list, editor, onEdit, onCancel }: CampaignsViewProps) {
  return (
    <AdminFrame
      title={TEXTS.title}
      description={TEXTS.description}
      notAuthorised={list.status === 'not-authorised' ? TEXTS.notAuthorised : undefined}
    >
      <Stack gap={6}>
        {editor ? <CampaignEditor {...editor} /> : <Muted>{TEXTS.readOnly}</Muted>}
        {list.status === 'not-authorised' ? null : (
          <ListAnswer
            state={list}
            loadingLabel={TEXTS.loading}
            failedTitle={TEXTS.failed}
            empty={{ title: TEXTS.empty, description: TEXTS.emptyDescription }}
            isEmpty={(ready) => ready.campaigns.length === 0}
          >
            {(ready) => (
              <CardTable
                caption="Campaigns"
                rows={ready.campaigns}
                rowKey={(campaign) => campaign.id}
                columns={[
                  {
                    header: 'Campaign',
                    cell: (c) => (
                      <Stack gap={1}>
                        <strong>{c.title}</strong>
                        <Muted>{c.body}</Muted>
                      </Stack>
                    ),
                  },
                  {
                    header: 'Status',
                    cell: (c) => <Badge variant={STATUS[c.status].variant}>{STATUS[c.status].label}</Badge>,
                    sortBy: (c) => c.status,
                  },
                  {
                    header: 'When',
                    cell: (c) => (c.scheduledAt ? formatLocalAndUtc(c.scheduledAt) : '—'),
                    sortBy: (c) => c.scheduledAt ?? '',
                  },
                  {
                    header: 'Audience',
                    cell: (c) => c.results.audience?.toLocaleString('en-GB') ?? '—',
                    sortBy: (c) => c.results.audience ?? -1,
                  },
                  ...RESULT_COLUMNS,
                  ...(editor
                    ? [
                        {
                          header: 'Actions',
                          cell: (c: Campaign) =>
                            editable(c) ? (
                              <Actions>
                                <Button size="sm" variant="outline" onClick={() => onEdit(c)}>
                                  Edit
                                </Button>
                                <Button size="sm" variant="ghost" onClick={() => onCancel(c)}>
                                  Cancel campaign
                                </Button>
                              </Actions>
                            ) : null,
                        },
                      ]
                    : []),
                ]}
              />
            )}
          </ListAnswer>
        )}
      </Stack>
    </AdminFrame>
  );
}
