import { Alert, Badge, Box, Button, Card, DataList, Field, Heading, HStack, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Modal } from '../../components/modal';
import { graphql } from '../../gql';
import type { AcknowledgementAction, ConstructionView } from '../../gql/graphql';
import type { BlockProps } from '../../sdui/blocks';
import { formatDateTime as formatDateTimeIntl, formatNumber, formatPercent, localeOf } from '../../lib/intl';
import './texts';
import { useTranslation } from '../../lib/i18n';
import { TableScrollRegion } from '../../components/table-scroll-region';

/** What the acknowledgement block reads of a PAN: its state, its history and what the user may do next. */
export const AcknowledgementPanelPanFragment = graphql(`
  fragment AcknowledgementPanel_pan on Pan {
    id
    view
    acknowledgement {
      state
      label
    }
    acknowledgementHistory {
      id
      sequence
      state
      label
      reason
      at
      by {
        name
        accountId
        type
      }
    }
    allowedActions
  }
`);

export const PanAcknowledgementQuery = graphql(`
  query PanAcknowledgement($id: ID!, $view: ConstructionView!) {
    pan(id: $id, view: $view) {
      ...ListScreen_pan
      ...AcknowledgementPanel_pan
    }
  }
`);

export const ChangePanAcknowledgementMutation = graphql(`
  mutation ChangePanAcknowledgement($input: PanAcknowledgementInput!) {
    changePanAcknowledgement(input: $input) {
      ok
      pan {
        ...AcknowledgementPanel_pan
      }
      error {
        ...MutationError_fields
      }
    }
  }
`);

const VIEWS: readonly ConstructionView[] = ['PAN_BAU', 'HA_BAU'];
const ACTIONS: readonly AcknowledgementAction[] = ['REQUEST', 'GRANT', 'REJECT', 'COMPLETE'];
const REASON_MAX = 2000;

/** The view of the list the block is placed on, from the screen's data binding (`variables.view`). */
export function viewOf(definition: unknown): ConstructionView | null {
  const view = (definition as { data?: { variables?: Record<string, unknown> } } | null | undefined)?.data?.variables?.['view'];
  return VIEWS.find((candidate) => candidate === view) ?? null;
}

/** Badge colours of the acknowledgement states 1–4 (none requested yet: grey). */
const STATE_PALETTE: Readonly<Record<number, string>> = { 1: 'blue', 2: 'green', 3: 'red', 4: 'teal' };

function formatDateTime(value: string, language: string): string {
  return formatDateTimeIntl(value, localeOf(language));
}

type Notice = { status: 'success' | 'error'; text: string };

/**
 * The acknowledgement (Freigabe) of a PAN, on the page of its CIDs: the state, the steps
 * the server allows this user now (request, grant, reject with a reason, complete), and
 * the history of every step with who and when. The server decides who may do what and
 * refuses with a German message; the client only offers what `allowedActions` lists.
 */
export default function AcknowledgementPanel({ screen, params }: BlockProps) {
  const { t, i18n } = useTranslation();
  const view = viewOf(screen.definition);
  const panId = params['aan_pan'] ?? '';
  const { data, loading, error, refetch } = useQuery(PanAcknowledgementQuery, {
    variables: { id: panId, view: view ?? 'PAN_BAU' },
    skip: view === null || panId === '',
    fetchPolicy: 'cache-and-network',
  });
  const [change] = useMutation(ChangePanAcknowledgementMutation);
  const [confirming, setConfirming] = useState<AcknowledgementAction | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const running = useRef(false);

  const pan = data?.pan ?? null;
  if (view === null) return null;
  if (pan === null) {
    if (loading) return <Box h="40" bg="white" borderWidth="1px" rounded="md" aria-busy="true" />;
    if (error) {
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{t('pans.ack.loadFailed')}</Alert.Description>
        </Alert.Root>
      );
    }
    return null;
  }

  const close = () => {
    if (pending) return;
    setConfirming(null);
    setReason('');
    setReasonError(null);
  };

  const run = async () => {
    if (confirming === null || running.current) return;
    const trimmed = reason.trim();
    if (confirming === 'REJECT') {
      if (trimmed === '') return setReasonError(t('pans.ack.reasonRequired'));
      if (trimmed.length > REASON_MAX) return setReasonError(t('pans.ack.reasonTooLong', { count: REASON_MAX }));
    }
    running.current = true;
    setPending(true);
    try {
      const result = await change({
        variables: {
          input: {
            panId: pan.id,
            view,
            action: confirming,
            expectedState: pan.acknowledgement.state ?? 0,
            ...(confirming === 'REJECT' ? { reason: trimmed } : {}),
          },
        },
      });
      const outcome = result.data?.changePanAcknowledgement;
      if (!outcome) return;
      if (outcome.ok) {
        setNotice({ status: 'success', text: t(`pans.ack.done.${confirming}`, { pan: pan.id }) });
        setConfirming(null);
        setReason('');
      } else {
        const reasonMessage = outcome.error?.fieldErrors.find((fieldError) => fieldError.field === 'reason')?.message;
        if (reasonMessage) setReasonError(reasonMessage);
        else {
          setNotice({ status: 'error', text: outcome.error?.message ?? t('pans.ack.refused') });
          setConfirming(null);
        }
        if (outcome.error?.code === 'CONFLICT') void refetch().catch(() => undefined);
      }
    } catch {
      // Shown in the error modal by the error link.
      setConfirming(null);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  const state = pan.acknowledgement.state;
  const number = { format: (value: number) => formatNumber(value, localeOf(i18n.language)) };
  const percent = { format: (value: number) => formatPercent(value, localeOf(i18n.language)) };
  const firms = [pan.mainContractor?.name, ...(pan.houseConnectionFirms ?? []).map((firm) => firm.name)].filter(Boolean).join(', ');
  const history = pan.acknowledgementHistory ?? [];
  const allowed = ACTIONS.filter((action) => pan.allowedActions.includes(action));

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
      <Card.Root variant="outline" bg="white" size="sm">
        <Card.Header>
          <Heading as="h2" size="md">
            {t('pans.ack.panHeading', { pan: pan.id })}
          </Heading>
        </Card.Header>
        <Card.Body>
          <DataList.Root orientation="horizontal" gap="2">
            <DataList.Item>
              <DataList.ItemLabel minW="40">{t('pans.ack.area')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {[pan.area.postcode, pan.area.place, pan.area.region && `(${pan.area.region})`].filter(Boolean).join(' ')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="40">{t('pans.ack.construction')}</DataList.ItemLabel>
              <DataList.ItemValue>{pan.constructionState.label}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="40">{t('pans.ack.progress')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {t('pans.ack.progressValue', {
                  done: number.format(pan.completedHouseConnections),
                  total: number.format(pan.houseConnections),
                  share: percent.format(pan.completedShare),
                })}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="40">{t('pans.ack.firms')}</DataList.ItemLabel>
              <DataList.ItemValue>{firms || '–'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline" bg="white" size="sm" aria-labelledby="ack-heading">
        <Card.Header>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="md" id="ack-heading">
              {t('pans.ack.heading')}
            </Heading>
            <Badge
              colorPalette={state === null ? 'gray' : (STATE_PALETTE[state] ?? 'gray')}
              // Subtle, as in the history: white on the solid green and teal fell short of 4.5:1 (axe, color-contrast).
              variant={state === null ? 'outline' : 'subtle'}
              fontSize="sm"
              data-state={state ?? 0}
            >
              {pan.acknowledgement.label}
            </Badge>
          </HStack>
        </Card.Header>
        <Card.Body>
          <Stack gap="4">
            {notice ? (
              <Alert.Root status={notice.status} role={notice.status === 'error' ? 'alert' : 'status'}>
                <Alert.Indicator />
                <Alert.Description>{notice.text}</Alert.Description>
              </Alert.Root>
            ) : null}
            {allowed.length > 0 ? (
              <HStack gap="2" wrap="wrap">
                {allowed.map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    colorPalette={action === 'REJECT' ? 'red' : 'brand'}
                    variant={action === 'REJECT' ? 'outline' : 'solid'}
                    onClick={() => {
                      setNotice(null);
                      setConfirming(action);
                    }}
                  >
                    {t(`pans.ack.action.${action}`)}
                  </Button>
                ))}
              </HStack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('pans.ack.noAction')}
              </Text>
            )}
            <Box>
              <Heading as="h3" size="sm" mb="2" id="ack-history-heading">
                {t('pans.ack.history')}
              </Heading>
              {history.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {t('pans.ack.noHistory')}
                </Text>
              ) : (
                <TableScrollRegion borderWidth="1px" rounded="md" labelledBy="ack-history-heading">
                  <Table.Root size="sm">
                    <Table.Header>
                      <Table.Row>
                        <Table.ColumnHeader>{t('pans.ack.when')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('pans.ack.step')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('pans.ack.who')}</Table.ColumnHeader>
                        <Table.ColumnHeader>{t('pans.ack.reason')}</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {history.map((entry) => (
                        <Table.Row key={entry.id}>
                          <Table.Cell whiteSpace="nowrap">{formatDateTime(entry.at, i18n.language)}</Table.Cell>
                          <Table.Cell>
                            <Badge colorPalette={STATE_PALETTE[entry.state] ?? 'gray'} variant="subtle">
                              {entry.label}
                            </Badge>
                          </Table.Cell>
                          <Table.Cell>
                            {entry.by.name ?? '–'}
                            {entry.by.accountId || entry.by.type ? (
                              <Text as="span" color="fg.muted">
                                {' '}
                                ({[entry.by.accountId, entry.by.type].filter(Boolean).join(', ')})
                              </Text>
                            ) : null}
                          </Table.Cell>
                          <Table.Cell whiteSpace="pre-wrap">{entry.reason ?? ''}</Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </TableScrollRegion>
              )}
            </Box>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Modal
        open={confirming !== null}
        size={confirming === 'REJECT' ? 'default' : 'sm'}
        title={confirming ? t(`pans.ack.action.${confirming}`) : ''}
        onHide={close}
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={close} disabled={pending}>
              {t('common.cancel')}
            </Button>
            <Button colorPalette={confirming === 'REJECT' ? 'red' : 'brand'} loading={pending} loadingText={t('pans.ack.sending')} onClick={() => void run()}>
              {confirming ? t(`pans.ack.confirm.${confirming}`) : ''}
            </Button>
          </HStack>
        }
      >
        <Stack gap="3">
          <Text>{confirming ? t(`pans.ack.question.${confirming}`, { pan: pan.id }) : ''}</Text>
          {confirming === 'REJECT' ? (
            <Field.Root invalid={reasonError !== null} required>
              <Field.Label>
                {t('pans.ack.reason')}
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                name="reason"
                rows={4}
                value={reason}
                disabled={pending}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                  setReasonError(null);
                }}
              />
              {reasonError ? (
                <Field.ErrorText>{reasonError}</Field.ErrorText>
              ) : (
                <Field.HelperText>{t('pans.ack.reasonHelp', { count: REASON_MAX })}</Field.HelperText>
              )}
            </Field.Root>
          ) : null}
        </Stack>
      </Modal>
    </SimpleGrid>
  );
}
