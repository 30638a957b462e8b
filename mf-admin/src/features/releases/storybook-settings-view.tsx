import { useState, type FormEvent } from 'react';
import type { DesignApproval, StorybookAccess, StorybookSettings } from '@ciao/contracts';
import { Button, Select, Stack } from '@ciao/ui';
import { ListAnswer } from '../../components/list-answer';
import { useReasonConfirmation } from '../../components/reason-confirmation';
import { Muted } from './release-lines';
import { ReleaseSettingsCard } from './release-settings-card';

export const STORYBOOK_SETTINGS_TEXTS = {
  title: 'Storybook',
  description:
    "Who may open every screen's stories at /storybook/, and whether a release that changes them waits for a designer's approval before it goes live.",
  loading: 'Loading the Storybook settings...',
  failed: 'Failed to load the Storybook settings',
  access: 'Who may open /storybook/',
  designApproval: 'A designer’s approval',
  save: 'Save settings',
  defaults: 'The server’s defaults: no owner has changed them yet.',
} as const;

const ACCESS_LABELS: Record<StorybookAccess, string> = {
  admins: 'Signed-in admins',
  public: 'Anyone with the link',
  off: 'Nobody (off)',
};
const APPROVAL_LABELS: Record<DesignApproval, string> = {
  required: 'Required before visual changes go live',
  off: 'Not required',
};

type Choice = { access: StorybookAccess; designApproval: DesignApproval };

export type StorybookSettingsState =
  { status: 'loading' } | { status: 'failed'; onRetry: () => void } | { status: 'ready'; settings: StorybookSettings };

export interface StorybookSettingsViewProps {
  state: StorybookSettingsState;
  /** A change on its way, and the API's refusal of the last one. */
  busy: boolean;
  error: string | null;
  onSave: (settings: Choice, reason: string) => void;
}

const optionsOf = <Value extends string>(labels: Record<Value, string>) =>
  (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));

function SettingsForm({
  settings,
  busy,
  onSave,
}: Pick<StorybookSettingsViewProps, 'busy' | 'onSave'> & { settings: StorybookSettings }) {
  const [choice, setChoice] = useState<Choice>({ access: settings.access, designApproval: settings.designApproval });
  const { ask, confirmation } = useReasonConfirmation({
    confirmationOf: (asked: Choice) => ({
      question: `Storybook: ${ACCESS_LABELS[asked.access].toLowerCase()}; a designer’s approval ${APPROVAL_LABELS[asked.designApproval].toLowerCase()}?`,
      confirmLabel: STORYBOOK_SETTINGS_TEXTS.save,
    }),
    busy,
    onConfirm: onSave,
  });
  const unchanged = choice.access === settings.access && choice.designApproval === settings.designApproval;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask(choice);
  };
  if (confirmation) return confirmation;
  return (
    <form onSubmit={submit} aria-label={STORYBOOK_SETTINGS_TEXTS.title}>
      <Stack gap={2}>
        <Select
          label={STORYBOOK_SETTINGS_TEXTS.access}
          options={optionsOf(ACCESS_LABELS)}
          value={choice.access}
          onValueChange={(access) => setChoice({ ...choice, access: access as StorybookAccess })}
        />
        <Select
          label={STORYBOOK_SETTINGS_TEXTS.designApproval}
          options={optionsOf(APPROVAL_LABELS)}
          value={choice.designApproval}
          onValueChange={(designApproval) => setChoice({ ...choice, designApproval: designApproval as DesignApproval })}
        />
        <Muted>
          {settings.changedBy && settings.changedAt
            ? `Set by ${settings.changedBy} on ${settings.changedAt.slice(0, 10)}`
            : STORYBOOK_SETTINGS_TEXTS.defaults}
        </Muted>
        <div>
          <Button type="submit" variant="outline" disabled={unchanged || busy}>
            {STORYBOOK_SETTINGS_TEXTS.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/** The Releases screen's Storybook settings (an owner's): who may open /storybook/, and a designer's approval. */
export function StorybookSettingsView({ state, busy, error, onSave }: StorybookSettingsViewProps) {
  return (
    <ReleaseSettingsCard
      title={STORYBOOK_SETTINGS_TEXTS.title}
      description={STORYBOOK_SETTINGS_TEXTS.description}
      error={error}
    >
      <ListAnswer
        state={state}
        loadingLabel={STORYBOOK_SETTINGS_TEXTS.loading}
        failedTitle={STORYBOOK_SETTINGS_TEXTS.failed}
        empty={{ title: '', description: '' }}
        isEmpty={() => false}
      >
        {({ settings }) => (
          // A new form once saved: its choices start from what the server keeps.
          <SettingsForm key={`${settings.changedAt}`} settings={settings} busy={busy} onSave={onSave} />
        )}
      </ListAnswer>
    </ReleaseSettingsCard>
  );
}
