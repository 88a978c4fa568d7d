import { useState } from 'react';
import { Alert, Badge, Box, Button, Collapsible, Field, HStack, Spinner, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { RollbackRulesMutation as RollbackResult } from '../../gql/graphql';
import { Modal } from '../../components/modal';
import { ChangeList } from './change-list';
import { GuardConfirmations } from './publish-dialog';
import { formatTime } from './format';
import { RollbackRulesMutation } from './workbench-operations';
import './texts';
import { useTranslation } from '../../lib/i18n';
import { TableScrollRegion } from '../../components/table-scroll-region';

export const WorkbenchHistoryQuery = graphql(`
  query WorkbenchHistory {
    ruleWorkbench {
      versions(first: 50) {
        ...WorkbenchVersion_version
        baseVersion
      }
    }
  }
`);

export const WorkbenchVersionFilesQuery = graphql(`
  query WorkbenchVersionFiles($number: Int!) {
    ruleWorkbench {
      version(number: $number) {
        number
        files {
          name
          text
        }
      }
    }
  }
`);

export const WorkbenchVersionChangesQuery = graphql(`
  query WorkbenchVersionChanges($number: Int!) {
    ruleWorkbench {
      version(number: $number) {
        number
        changes {
          ...WorkbenchChange_change
        }
      }
    }
  }
`);

/** What a version changed against the one before it, loaded when opened. */
function VersionChanges({ number }: { number: number }) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(WorkbenchVersionChangesQuery, { variables: { number }, fetchPolicy: 'cache-first' });
  if (loading) return <Spinner size="xs" aria-label={t('app.loading')} />;
  return <ChangeList changes={data?.ruleWorkbench.version?.changes ?? []} emptyText={t('workbench.history.noChanges')} />;
}

type RollbackError = NonNullable<RollbackResult['rollbackRules']['error']>;

function RollbackDialog({
  version,
  liveVersion,
  onClose,
  onDone,
}: {
  version: number | null;
  liveVersion: number;
  onClose: () => void;
  onDone: (version: number) => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const [error, setError] = useState<RollbackError | null>(null);
  const [rollback, { loading }] = useMutation(RollbackRulesMutation);
  const close = () => {
    setError(null);
    setConfirmed([]);
    setComment('');
    onClose();
  };
  const submit = async () => {
    if (version === null) return;
    const result = await rollback({
      variables: { input: { version, baseVersion: liveVersion, comment: comment.trim() === '' ? null : comment, confirmedGuards: confirmed } },
    });
    const answer = result.data?.rollbackRules;
    if (answer?.ok && answer.version) {
      close();
      onDone(answer.version.number);
    } else {
      setError(answer?.error ?? null);
    }
  };
  const guards = error?.code === 'CONFIRMATION_REQUIRED' ? error.guards : [];
  return (
    <Modal
      open={version !== null}
      size="sm"
      onHide={close}
      title={t('workbench.history.rollbackTitle', { version })}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button colorPalette="brand" loading={loading} disabled={guards.some((guard) => !confirmed.includes(guard.code))} onClick={() => void submit()}>
            {t('workbench.history.rollbackSubmit')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t('workbench.history.rollbackText', { version, live: liveVersion })}</Text>
        <GuardConfirmations guards={guards} confirmed={confirmed} onChange={setConfirmed} />
        <Field.Root>
          <Field.Label>{t('workbench.history.rollbackComment')}</Field.Label>
          <Textarea
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            rows={2}
            maxLength={500}
            placeholder={t('workbench.history.rollbackPlaceholder', { version })}
          />
        </Field.Root>
        {error && error.code !== 'CONFIRMATION_REQUIRED' ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{error.message}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Stack>
    </Modal>
  );
}

/** Every published version, who and why, what it changed; open one as a draft or roll back to it. */
export function HistoryPanel({
  liveVersion,
  onOpenAsDraft,
  onRolledBack,
}: {
  liveVersion: number;
  onOpenAsDraft: (version: { number: number; files: Array<{ name: string; text: string }> }) => void;
  onRolledBack: (version: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const { data, loading, refetch } = useQuery(WorkbenchHistoryQuery, { fetchPolicy: 'network-only' });
  const [rollbackTo, setRollbackTo] = useState<number | null>(null);
  const versions = data?.ruleWorkbench.versions ?? [];

  const openAsDraft = async (number: number) => {
    const result = await client.query({ query: WorkbenchVersionFilesQuery, variables: { number }, fetchPolicy: 'network-only' });
    const version = result.data?.ruleWorkbench.version;
    if (version) onOpenAsDraft({ number: version.number, files: version.files.map(({ name, text }) => ({ name, text })) });
  };

  if (loading && versions.length === 0) return <Spinner aria-label={t('app.loading')} />;
  return (
    <>
      <TableScrollRegion borderWidth="1px" borderRadius="md" bg="white" label={t('workbench.history.label')}>
        <Table.Root size="sm" aria-label={t('workbench.history.label')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('workbench.history.version')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('workbench.history.published')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('workbench.history.author')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('workbench.history.comment')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('workbench.history.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {versions.map((version) => (
              <Table.Row key={version.number} data-version={version.number} bg={version.live ? 'green.50' : undefined}>
                <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                  <HStack>
                    <Text fontWeight="semibold">{version.number}</Text>
                    {version.live ? <Badge colorPalette="green">{t('workbench.live')}</Badge> : null}
                  </HStack>
                  <Text fontSize="xs" color="fg.muted">
                    {t(`workbench.sources.${version.source}`, { defaultValue: version.source })}
                    {version.restoredFrom ? ` · ${t('workbench.history.restoredFrom', { version: version.restoredFrom })}` : ''}
                  </Text>
                </Table.Cell>
                <Table.Cell verticalAlign="top" whiteSpace="nowrap">
                  {formatTime(version.publishedAt, i18n.language)}
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  <Text>{version.author}</Text>
                  {version.authorEmail ? (
                    <Text fontSize="xs" color="fg.muted">
                      {version.authorEmail}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell verticalAlign="top" maxW="lg">
                  <Text>{version.comment}</Text>
                  {version.number > 1 ? (
                    <Collapsible.Root lazyMount>
                      <Collapsible.Trigger asChild>
                        <Button size="xs" variant="plain" px="0" color="brand.700">
                          {t('workbench.history.showChanges')}
                        </Button>
                      </Collapsible.Trigger>
                      <Collapsible.Content>
                        <Box pt="2">
                          <VersionChanges number={version.number} />
                        </Box>
                      </Collapsible.Content>
                    </Collapsible.Root>
                  ) : null}
                </Table.Cell>
                <Table.Cell verticalAlign="top">
                  <HStack gap="2" wrap="wrap">
                    <Button size="xs" variant="outline" onClick={() => void openAsDraft(version.number)}>
                      {t('workbench.history.openAsDraft')}
                    </Button>
                    {!version.live ? (
                      <Button size="xs" colorPalette="brand" variant="subtle" onClick={() => setRollbackTo(version.number)}>
                        {t('workbench.history.rollback')}
                      </Button>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScrollRegion>
      <RollbackDialog
        version={rollbackTo}
        liveVersion={liveVersion}
        onClose={() => setRollbackTo(null)}
        onDone={(number) => {
          void refetch();
          onRolledBack(number);
        }}
      />
    </>
  );
}
