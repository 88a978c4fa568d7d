import { useMemo, useState } from 'react';
import { Alert, Badge, Box, Button, Flex, Heading, HStack, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import '../../lib/later-recipes';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { ChangeList } from './change-list';
import { EntryForm, type EntryEditInput } from './entry-form';
import { formatKilobytes, formatTime } from './format';
import { HistoryPanel } from './history-panel';
import { MatrixPreview } from './matrix-preview';
import type { RuleSource } from './persona-fields';
import { PublishDialog } from './publish-dialog';
import { RawEditor } from './raw-editor';
import { draftInput, useDebounced, useDraft } from './use-draft';
import { ViewAs } from './view-as';
import { WhyPanel } from './why-panel';
import { ExportRulesMutation, WorkbenchCheckQuery, WorkbenchEditQuery, WorkbenchOverviewQuery, type Persona } from './workbench-operations';
import './texts';
import { useTranslation } from '../../lib/i18n';

const SCOPE_ORDER = ['menu', 'tile', 'releaseNotes', 'screen'];
const FILES_STATUS_LEVEL: Record<string, 'info' | 'warning' | 'error'> = {
  DATABASE_AHEAD: 'warning',
  FILES_AHEAD: 'info',
  CONFLICT: 'error',
  FILES_INVALID: 'error',
  LIVE_INVALID: 'error',
};

/**
 * The rule workbench (issue 9, docs/rules.md): a draft of the definitions in
 * `screens/`, checked by the server as the files are; its changes in words, the matrix
 * of every type and role, "view as", "why", publish with a comment, history and rollback.
 * The page knows no type or role: the vocabulary, the checks and the previews come from
 * the server, which also decides who may open this page.
 */
export default function WorkbenchPage({ screen }: { screen?: { title: string } }) {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const overview = useQuery(WorkbenchOverviewQuery, { fetchPolicy: 'network-only' });
  const workbench = overview.data?.ruleWorkbench;
  const live = workbench?.live;
  const liveForDraft = useMemo(() => (live ? { number: live.number, files: live.files } : undefined), [live]);
  const drafts = useDraft(liveForDraft);
  const { draft } = drafts;
  const settled = useDebounced(draft, 350);
  const checkQuery = useQuery(WorkbenchCheckQuery, {
    variables: { draft: settled ? draftInput(settled) : { baseVersion: 0, files: [] } },
    skip: settled === null,
    fetchPolicy: 'no-cache',
  });
  const check = (checkQuery.data ?? checkQuery.previousData)?.ruleWorkbench.check;
  const checking = checkQuery.loading || settled !== draft;

  const [tab, setTab] = useState('edit');
  const [editMode, setEditMode] = useState<'form' | 'raw'>('form');
  const [selectedEntry, setSelectedEntry] = useState<string | null>(null);
  const [persona, setPersona] = useState<Persona>({ type: null, role: '', withAccountId: true });
  const [viewSource, setViewSource] = useState<RuleSource>('draft');
  const [publishing, setPublishing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);
  const [exportRules, exporting] = useMutation(ExportRulesMutation);

  if (overview.loading && !workbench) return <Spinner size="lg" aria-label={t('app.loading')} />;
  if (!workbench || !live || !draft) {
    return overview.error ? <Text>{t('workbench.loadFailed')}</Text> : <Spinner size="lg" aria-label={t('app.loading')} />;
  }

  const vocabulary = workbench.vocabulary;
  const roles = vocabulary.roles;
  const personaWithRole = roles.includes(persona.role) ? persona : { ...persona, role: roles[0] ?? '' };
  const valid = check?.valid ?? false;
  const entries = [...(check?.entries ?? [])].sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope) || (a.order ?? 0) - (b.order ?? 0));
  const entry = entries.find((candidate) => `${candidate.scope}:${candidate.id}` === selectedEntry) ?? entries[0];
  const issues = check?.issues ?? [];
  const canPublish = valid && check?.differsFromLive === true && !checking;

  const applyEdit = async (edit: EntryEditInput): Promise<string | null> => {
    setApplying(true);
    try {
      const result = await client.query({ query: WorkbenchEditQuery, variables: { draft: draftInput(draft), edit }, fetchPolicy: 'no-cache' });
      const answer = result.data?.ruleWorkbench.edit;
      if (!answer) return t('workbench.form.failed');
      if (!answer.ok) return answer.message ?? t('workbench.form.failed');
      drafts.setFiles(answer.files);
      return null;
    } finally {
      setApplying(false);
    }
  };
  const reloadLive = async () => (await overview.refetch()).data?.ruleWorkbench.live;
  /** Keeps the draft's files and takes the live version, as it is now, as their base. */
  const rebaseOnLive = async () => {
    const next = await reloadLive();
    if (next) drafts.rebase(next);
  };
  const openViewAs = (next: Persona, source: RuleSource) => {
    setPersona(next);
    setViewSource(source);
    setTab('viewAs');
  };

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl" color="brand.700">
            {screen?.title ?? t('workbench.title')}
          </Heading>
          <Text color="fg.muted">{t('workbench.intro')}</Text>
        </Stack>
        <Box borderWidth="1px" borderRadius="md" bg="white" px="4" py="3" minW="72" data-testid="live-version">
          <HStack gap="2">
            <Badge colorPalette="green">{t('workbench.live')}</Badge>
            <Text fontWeight="semibold">{t('workbench.liveVersion', { version: live.number })}</Text>
          </HStack>
          <Text fontSize="sm">
            {live.author} · {formatTime(live.publishedAt, i18n.language)}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            „{live.comment}“
          </Text>
          <Text fontSize="xs" color="fg.muted" mt="1">
            {t(`workbench.propagation.${vocabulary.propagation}`, { defaultValue: vocabulary.propagation })}
          </Text>
        </Box>
      </Flex>

      {notice ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{notice}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      {workbench.files.status !== 'IN_SYNC' ? (
        <Alert.Root status={FILES_STATUS_LEVEL[workbench.files.status] ?? 'info'} data-testid="files-status">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title>{t(`workbench.files.${workbench.files.status}`, { defaultValue: workbench.files.status })}</Alert.Title>
            <Alert.Description whiteSpace="pre-wrap">{workbench.files.message}</Alert.Description>
            <HStack gap="2" wrap="wrap">
              {workbench.files.files.length > 0 ? (
                <Button size="xs" variant="outline" onClick={() => drafts.startFrom({ files: workbench.files.files }, live)}>
                  {t('workbench.files.loadAsDraft')}
                </Button>
              ) : null}
              {workbench.files.canExport ? (
                <Button
                  size="xs"
                  variant="outline"
                  loading={exporting.loading}
                  onClick={async () => {
                    const result = await exportRules();
                    setNotice(result.data?.exportRules.message ?? null);
                    await reloadLive();
                  }}
                >
                  {t('workbench.files.export', { dir: workbench.files.dir })}
                </Button>
              ) : null}
            </HStack>
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Box borderWidth="1px" borderRadius="md" bg="white" px="4" py="3" data-testid="draft-bar">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack gap="3" wrap="wrap">
            <Text fontWeight="semibold">{t('workbench.draft.title', { base: draft.baseVersion })}</Text>
            {checking ? (
              <Spinner size="xs" aria-label={t('workbench.draft.checking')} />
            ) : check === undefined ? null : !valid ? (
              <Badge colorPalette="red">{t('workbench.draft.invalid', { count: issues.length })}</Badge>
            ) : !check.differsFromLive ? (
              <Badge colorPalette="gray">{t('workbench.draft.unchanged')}</Badge>
            ) : (
              <Badge colorPalette="orange">{t('workbench.draft.changes', { count: check.changes.length })}</Badge>
            )}
            {check && !checking && (valid || check.needsClientRelease) ? (
              <Text fontSize="xs" color={check.needsClientRelease ? 'red.700' : 'fg.muted'} data-testid="client-release">
                {t(check.needsClientRelease ? 'workbench.draft.needsClientRelease' : 'workbench.draft.fitsClient')}
              </Text>
            ) : null}
            {check ? (
              <Text fontSize="xs" color={check.sizeBytes > vocabulary.maxDraftBytes ? 'red.600' : 'fg.muted'}>
                {t('workbench.draft.size', {
                  size: formatKilobytes(check.sizeBytes, i18n.language),
                  max: formatKilobytes(vocabulary.maxDraftBytes, i18n.language),
                })}
              </Text>
            ) : null}
          </HStack>
          <HStack gap="2">
            <Button size="sm" variant="outline" onClick={() => drafts.startFrom(live, live)}>
              {t('workbench.draft.discard')}
            </Button>
            <Button size="sm" colorPalette="brand" disabled={!canPublish} onClick={() => setPublishing(true)}>
              {t('workbench.draft.publish')}
            </Button>
          </HStack>
        </Flex>
        {check?.liveMoved ? (
          <Alert.Root status="warning" mt="3">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>{t('workbench.draft.liveMoved', { base: draft.baseVersion, live: check.live.number, author: check.live.author })}</Alert.Title>
              <Alert.Description>{t('workbench.draft.liveMovedHelp')}</Alert.Description>
              <HStack gap="2">
                <Button size="xs" variant="outline" onClick={() => void rebaseOnLive()}>
                  {t('workbench.draft.rebase', { version: check.live.number })}
                </Button>
                <Button size="xs" variant="outline" onClick={() => void reloadLive().then((next) => next && drafts.startFrom(next, next))}>
                  {t('workbench.draft.discardToLive')}
                </Button>
              </HStack>
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </Box>

      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} variant="enclosed" lazyMount unmountOnExit>
        <Tabs.List flexWrap="wrap">
          <Tabs.Trigger value="edit">
            {t('workbench.tabs.edit')}
            {issues.length > 0 ? <Badge colorPalette="red">{issues.length}</Badge> : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="changes">
            {t('workbench.tabs.changes')}
            {check && check.changes.length > 0 ? <Badge colorPalette="orange">{check.changes.length}</Badge> : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="matrix">{t('workbench.tabs.matrix')}</Tabs.Trigger>
          <Tabs.Trigger value="viewAs">{t('workbench.tabs.viewAs')}</Tabs.Trigger>
          <Tabs.Trigger value="why">{t('workbench.tabs.why')}</Tabs.Trigger>
          <Tabs.Trigger value="history">{t('workbench.tabs.history')}</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="edit">
          <Stack gap="4">
            <HStack gap="2" role="group" aria-label={t('workbench.editMode')}>
              {(['form', 'raw'] as const).map((mode) => (
                <Button
                  key={mode}
                  size="sm"
                  variant={editMode === mode ? 'solid' : 'outline'}
                  colorPalette="brand"
                  aria-pressed={editMode === mode}
                  onClick={() => setEditMode(mode)}
                >
                  {t(`workbench.editModes.${mode}`)}
                </Button>
              ))}
            </HStack>
            {editMode === 'raw' ? (
              <RawEditor
                files={draft.files}
                issues={issues}
                onChange={drafts.setFile}
                onAdd={(name) => drafts.addFile(name, 'screens: []\n')}
                onRemove={drafts.removeFile}
              />
            ) : entries.length === 0 ? (
              <Text color="fg.muted">{check ? t('workbench.form.noEntries') : t('app.loading')}</Text>
            ) : (
              <Flex gap="5" align="flex-start" direction={{ base: 'column', lg: 'row' }}>
                <Stack
                  as="nav"
                  aria-label={t('workbench.form.entries')}
                  gap="3"
                  width={{ base: 'full', lg: '72' }}
                  flexShrink={0}
                  maxH={{ lg: '40rem' }}
                  overflowY="auto"
                >
                  {SCOPE_ORDER.map((scope) => {
                    const inScope = entries.filter((candidate) => candidate.scope === scope);
                    if (inScope.length === 0) return null;
                    return (
                      <Stack key={scope} gap="1">
                        <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" color="fg.muted">
                          {t(`workbench.scopesPlural.${scope}`)}
                        </Text>
                        {inScope.map((candidate) => {
                          const key = `${candidate.scope}:${candidate.id}`;
                          const problems = issues.filter((issue) => issue.scope === candidate.scope && issue.itemId === candidate.id).length;
                          const current = entry !== undefined && key === `${entry.scope}:${entry.id}`;
                          return (
                            <Button
                              key={key}
                              size="sm"
                              justifyContent="space-between"
                              variant={current ? 'subtle' : 'ghost'}
                              colorPalette={current ? 'brand' : 'gray'}
                              aria-current={current ? 'true' : undefined}
                              onClick={() => setSelectedEntry(key)}
                              data-entry={key}
                            >
                              <Text as="span" truncate>
                                {candidate.label}
                              </Text>
                              {problems > 0 ? <Badge colorPalette="red">{problems}</Badge> : null}
                            </Button>
                          );
                        })}
                      </Stack>
                    );
                  })}
                </Stack>
                <Box flex="1" borderWidth="1px" borderRadius="md" bg="white" p="4" width="full">
                  {entry ? (
                    <EntryForm
                      key={`${entry.scope}:${entry.id}:${JSON.stringify(entry)}`}
                      entry={entry}
                      issues={issues.filter((issue) => issue.scope === entry.scope && issue.itemId === entry.id)}
                      vocabulary={vocabulary}
                      onApply={applyEdit}
                      applying={applying}
                    />
                  ) : null}
                </Box>
              </Flex>
            )}
            {issues.length > 0 ? (
              <Alert.Root status="error" alignItems="flex-start">
                <Alert.Indicator />
                <Alert.Content gap="1">
                  <Alert.Title>{t('workbench.draft.issuesTitle', { count: issues.length })}</Alert.Title>
                  {issues.map((issue) => (
                    <Text key={issue.text} fontFamily="mono" fontSize="xs">
                      {issue.text}
                    </Text>
                  ))}
                </Alert.Content>
              </Alert.Root>
            ) : null}
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="changes">
          <Stack gap="4">
            {check && check.guards.length > 0 ? (
              <Alert.Root status="error">
                <Alert.Indicator />
                <Alert.Content gap="1">
                  <Alert.Title>{t('workbench.guards.title')}</Alert.Title>
                  {check.guards.map((guard) => (
                    <Text key={guard.code}>{guard.message}</Text>
                  ))}
                </Alert.Content>
              </Alert.Root>
            ) : null}
            {!valid && check ? <Text color="red.700">{t('workbench.changes.invalid')}</Text> : null}
            <ChangeList changes={check?.changes ?? []} emptyText={check?.differsFromLive ? t('workbench.changes.noneVisible') : t('workbench.changes.none')} />
          </Stack>
        </Tabs.Content>

        <Tabs.Content value="matrix">
          <MatrixPreview draft={draft} draftValid={valid} roles={roles} onOpen={openViewAs} />
        </Tabs.Content>

        <Tabs.Content value="viewAs">
          <ViewAs
            draft={draft}
            draftValid={valid}
            persona={personaWithRole}
            onPersonaChange={setPersona}
            source={viewSource}
            onSourceChange={setViewSource}
            types={vocabulary.types}
            roles={roles}
          />
        </Tabs.Content>

        <Tabs.Content value="why">
          <WhyPanel
            draft={draft}
            draftValid={valid}
            entries={entries}
            persona={personaWithRole}
            onPersonaChange={setPersona}
            types={vocabulary.types}
            roles={roles}
          />
        </Tabs.Content>

        <Tabs.Content value="history">
          <HistoryPanel
            liveVersion={live.number}
            onOpenAsDraft={(version) => {
              drafts.startFrom(version, live);
              setTab('changes');
            }}
            onRolledBack={async (number) => {
              setNotice(t('workbench.history.rolledBack', { version: number }));
              const next = await reloadLive();
              if (next && check?.differsFromLive !== true) drafts.startFrom(next, next);
            }}
          />
        </Tabs.Content>
      </Tabs.Root>

      <PublishDialog
        open={publishing}
        onClose={() => setPublishing(false)}
        draft={draft}
        changes={check?.changes ?? []}
        guards={check?.guards ?? []}
        onRebase={() => void rebaseOnLive()}
        onPublished={async (number) => {
          setPublishing(false);
          setNotice(t('workbench.publish.done', { version: number }));
          const next = await reloadLive();
          if (next && next.number === number) drafts.rebase(next);
        }}
      />
    </Stack>
  );
}
