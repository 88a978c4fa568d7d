import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import { useMutation } from '@apollo/client/react';
import type { PublishRulesMutation as PublishRulesResult, WorkbenchChange_ChangeFragment } from '../../gql/graphql';
import { Modal } from '../../components/modal';
import { ChangeList } from './change-list';
import { draftInput, type Draft } from './use-draft';
import { PublishRulesMutation } from './workbench-operations';
import './texts';
import { useTranslation } from '../../lib/i18n';

export interface Guard {
  code: string;
  message: string;
}

type PublishError = NonNullable<PublishRulesResult['publishRules']['error']>;

/** Confirmations of the guards that fire: each needs its own tick. */
export function GuardConfirmations({
  guards,
  confirmed,
  onChange,
}: {
  guards: readonly Guard[];
  confirmed: readonly string[];
  onChange: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  if (guards.length === 0) return null;
  return (
    <Alert.Root status="error" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t('workbench.guards.title')}</Alert.Title>
        {guards.map((guard) => (
          <Checkbox.Root
            key={guard.code}
            checked={confirmed.includes(guard.code)}
            onCheckedChange={(details) => onChange(details.checked === true ? [...confirmed, guard.code] : confirmed.filter((code) => code !== guard.code))}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>{t('workbench.guards.confirm', { message: guard.message })}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Publishing a draft: what changes, the guards to confirm, a comment. A refusal shows the
 * server's reason; when live moved meanwhile, the draft can be taken onto the new version.
 */
export function PublishDialog({
  open,
  onClose,
  draft,
  changes,
  guards,
  onPublished,
  onRebase,
}: {
  open: boolean;
  onClose: () => void;
  draft: Draft;
  changes: readonly WorkbenchChange_ChangeFragment[];
  guards: readonly Guard[];
  onPublished: (version: number) => void;
  onRebase: (version: number) => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const [error, setError] = useState<PublishError | null>(null);
  const [publish, { loading }] = useMutation(PublishRulesMutation);

  useEffect(() => {
    if (open) {
      setError(null);
      setConfirmed([]);
    }
  }, [open]);

  const shownGuards = error?.code === 'CONFIRMATION_REQUIRED' ? error.guards : guards;
  const submit = async () => {
    const result = await publish({ variables: { input: { draft: draftInput(draft), comment, confirmedGuards: confirmed } } });
    const answer = result.data?.publishRules;
    if (answer?.ok && answer.version) {
      setComment('');
      onPublished(answer.version.number);
      return;
    }
    setError(answer?.error ?? null);
  };

  return (
    <Modal
      open={open}
      onHide={onClose}
      title={t('workbench.publish.title', { base: draft.baseVersion })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            colorPalette="brand"
            loading={loading}
            disabled={comment.trim() === '' || shownGuards.some((guard) => !confirmed.includes(guard.code))}
            onClick={() => void submit()}
          >
            {t('workbench.publish.submit')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Stack gap="2">
          <Text fontWeight="semibold">{t('workbench.publish.changes')}</Text>
          <ChangeList changes={error?.code === 'LIVE_MOVED' ? error.changes : changes} emptyText={t('workbench.changes.noneVisible')} />
        </Stack>
        <GuardConfirmations guards={shownGuards} confirmed={confirmed} onChange={setConfirmed} />
        <Field.Root required invalid={error?.code === 'COMMENT_REQUIRED'}>
          <Field.Label>
            {t('workbench.publish.comment')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={500}
            rows={3}
            placeholder={t('workbench.publish.commentPlaceholder')}
          />
          <Field.HelperText>{t('workbench.publish.commentHelp')}</Field.HelperText>
        </Field.Root>
        {error ? (
          <Alert.Root status={error.code === 'LIVE_MOVED' ? 'warning' : 'error'} role="alert">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>{t(`workbench.publish.errors.${error.code}`, { defaultValue: t('workbench.publish.errors.default') })}</Alert.Title>
              <Alert.Description>{error.message}</Alert.Description>
              {error.issues.map((issue) => (
                <Text key={issue.text} fontFamily="mono" fontSize="xs">
                  {issue.text}
                </Text>
              ))}
              {error.code === 'LIVE_MOVED' && error.live ? (
                <Button
                  size="sm"
                  alignSelf="flex-start"
                  variant="outline"
                  onClick={() => {
                    if (error.live) onRebase(error.live.number);
                    setError(null);
                  }}
                >
                  {t('workbench.draft.rebase', { version: error.live.number })}
                </Button>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
    </Modal>
  );
}
