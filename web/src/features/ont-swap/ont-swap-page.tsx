import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Badge, Box, Button, Field, Flex, Heading, HStack, Input, SimpleGrid, Spinner, Stack, Table, Text, chakra } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ONT_REASON_MAX, formMessageIn, normaliseOntSerial, validateOntSerial } from '@fibre-portal/shared/order-form';
import { Modal } from '../../components/modal';
import { graphql } from '../../gql';
import type { OntSwapCidQuery as OntSwapCidData } from '../../gql/graphql';
import { useSingleFlight } from '../../lib/use-single-flight';
import { formatDateTime } from '../../lib/intl';
import './texts';
import { useTranslation } from '../../lib/i18n';

export const OntSwapSearchQuery = graphql(`
  query OntSwapSearch($text: String!, $first: Int!, $offset: Int!) {
    ontSwapSearch(text: $text, first: $first, offset: $offset) {
      items {
        id
        label
        cids {
          id
          unit
          ontSerial
          status {
            label
          }
        }
      }
      pageInfo {
        totalCount
        offset
        pageSize
        hasNextPage
        hasPreviousPage
      }
    }
  }
`);

/** Addresses per page of the search. */
export const SEARCH_PAGE_SIZE = 10;

/** What the swap panel reads of a CID: its ONT and the swaps so far (the CID details show the same history). */
export const SwapPanelCidFragment = graphql(`
  fragment SwapPanel_cid on Cid {
    id
    ontSerial
    ontSwaps {
      id
      oldSerial
      newSerial
      swappedBy
      swappedAt
      reason
    }
  }
`);

export const OntSwapCidQuery = graphql(`
  query OntSwapCid($id: ID!) {
    cid(id: $id) {
      ...SwapPanel_cid
      status {
        label
      }
      address {
        ...ValueView_address
      }
    }
  }
`);

export const SwapOntMutation = graphql(`
  mutation SwapOnt($input: SwapOntInput!) {
    swapOnt(input: $input) {
      ok
      swap {
        oldSerial
        newSerial
        swappedAt
      }
      cid {
        ...SwapPanel_cid
      }
      error {
        ...MutationError_fields
      }
    }
  }
`);

const when = (iso: string) => formatDateTime(iso);

type Cid = NonNullable<OntSwapCidData['cid']>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box fontWeight="medium">{children}</Box>
    </Box>
  );
}

/** The selected CID: its ONT, the form for the new serial, the confirmation and the history. */
function SwapPanel({ cid, onSwapped, onConflict }: { cid: Cid; onSwapped: (message: string) => void; onConflict: () => void }) {
  const { t, i18n } = useTranslation();
  const [serial, setSerial] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [swap] = useMutation(SwapOntMutation);
  // One swap per confirmation: a second click before the button shows its loading state is
  // dropped (it would be refused as 'inzwischen getauscht' right after the success).
  const flight = useSingleFlight();
  const address = [
    [cid.address.street, cid.address.houseNumber].filter(Boolean).join(' '),
    cid.address.unit,
    [cid.address.postcode, cid.address.place].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(undefined);
    const found: Record<string, string> = {};
    const problem = validateOntSerial(serial, cid.ontSerial);
    if (problem) found['newSerial'] = formMessageIn(problem, i18n.language);
    if (reason.length > ONT_REASON_MAX) found['reason'] = t('ontSwap.reasonTooLong', { max: ONT_REASON_MAX });
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const confirm = () => flight.run(confirmNow);

  const confirmNow = async () => {
    const newSerial = normaliseOntSerial(serial);
    const result = (
      await swap({ variables: { input: { cid: cid.id, newSerial, expectedOldSerial: cid.ontSerial, reason: reason.trim() || null } } }).catch(() => null)
    )?.data?.swapOnt;
    setConfirming(false);
    if (!result) return;
    if (result.ok && result.swap) {
      setSerial('');
      setReason('');
      onSwapped(t('ontSwap.done', { cid: cid.id, old: result.swap.oldSerial ?? '–', new: result.swap.newSerial ?? newSerial }));
      return;
    }
    if (result.error) {
      setErrors(Object.fromEntries(result.error.fieldErrors.map((entry) => [entry.field, entry.message])));
      setRefusal(result.error.message);
      // The answer carries the CID as the server has it now; the cache puts its ONT into
      // this panel. The result list is read again so that it shows the same.
      if (result.error.code === 'CONFLICT') onConflict();
    }
  };

  return (
    <Stack gap="4" bg="white" borderWidth="1px" rounded="md" p="5" as="section" aria-label={t('ontSwap.panel', { cid: cid.id })}>
      <Heading as="h2" size="md">
        {t('ontSwap.panel', { cid: cid.id })}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Fact label={t('ontSwap.address')}>{address || '–'}</Fact>
        <Fact label={t('ontSwap.status')}>{cid.status.label}</Fact>
        <Fact label={t('ontSwap.currentSerial')}>
          <Text as="span" fontFamily="mono" data-testid="current-serial">
            {cid.ontSerial ?? t('ontSwap.noOnt')}
          </Text>
        </Fact>
      </SimpleGrid>
      {refusal ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{refusal}</Alert.Description>
        </Alert.Root>
      ) : null}
      {cid.ontSerial ? (
        <chakra.form onSubmit={check} noValidate aria-label={t('ontSwap.form')}>
          <Flex gap="3" wrap="wrap" align="flex-start">
            <Box flex="1" minW="56">
              <Field.Root invalid={Boolean(errors['newSerial'])} required>
                <Field.Label>
                  {t('ontSwap.newSerial')}
                  <Field.RequiredIndicator />
                </Field.Label>
                <Input
                  name="newSerial"
                  value={serial}
                  maxLength={20}
                  autoComplete="off"
                  fontFamily="mono"
                  placeholder="ALCL1A2B3C4D"
                  onChange={(event) => setSerial(event.currentTarget.value.toUpperCase())}
                />
                {errors['newSerial'] ? (
                  <Field.ErrorText>{errors['newSerial']}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{t('ontSwap.serialHelp')}</Field.HelperText>
                )}
              </Field.Root>
            </Box>
            <Box flex="2" minW="56">
              <Field.Root invalid={Boolean(errors['reason'])}>
                <Field.Label>{t('ontSwap.reason')}</Field.Label>
                <Input
                  name="reason"
                  value={reason}
                  maxLength={ONT_REASON_MAX}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  placeholder={t('ontSwap.reasonPlaceholder')}
                />
                {errors['reason'] ? <Field.ErrorText>{errors['reason']}</Field.ErrorText> : null}
              </Field.Root>
            </Box>
            <Button type="submit" colorPalette="brand" mt="6">
              {t('ontSwap.swap')}
            </Button>
          </Flex>
        </chakra.form>
      ) : (
        <Text color="fg.muted">{t('ontSwap.noOntHint')}</Text>
      )}

      <Box>
        <Text fontWeight="semibold" mb="2">
          {t('ontSwap.history')}
        </Text>
        {(cid.ontSwaps ?? []).length === 0 ? (
          <Text color="fg.muted">{t('ontSwap.noHistory')}</Text>
        ) : (
          <Table.Root size="sm" aria-label={t('ontSwap.history')}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('ontSwap.when')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ontSwap.old')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ontSwap.new')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ontSwap.who')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ontSwap.reason')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(cid.ontSwaps ?? []).map((entry) => (
                <Table.Row key={entry.id}>
                  <Table.Cell>{when(entry.swappedAt)}</Table.Cell>
                  <Table.Cell fontFamily="mono">{entry.oldSerial ?? '–'}</Table.Cell>
                  <Table.Cell fontFamily="mono">{entry.newSerial ?? '–'}</Table.Cell>
                  <Table.Cell>{entry.swappedBy ?? '–'}</Table.Cell>
                  <Table.Cell>{entry.reason ?? '–'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>

      <Modal
        open={confirming}
        size="sm"
        title={t('ontSwap.confirmTitle')}
        onHide={() => setConfirming(false)}
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {t('ontSwap.cancel')}
            </Button>
            <Button colorPalette="brand" onClick={() => void confirm()} loading={flight.pending}>
              {t('ontSwap.confirm')}
            </Button>
          </HStack>
        }
      >
        <Stack gap="2">
          <Text>{t('ontSwap.confirmText', { cid: cid.id })}</Text>
          <Text fontFamily="mono">
            {cid.ontSerial} → {normaliseOntSerial(serial)}
          </Text>
          {reason.trim() ? <Text color="fg.muted">{t('ontSwap.confirmReason', { reason: reason.trim() })}</Text> : null}
        </Stack>
      </Modal>
    </Stack>
  );
}

/**
 * 'CID/ONT-Tausch' (`/location-search`): find the location or CID, see the installed ONT,
 * enter the new serial (checked with the shared rule), confirm in the dialog. The server
 * records the swap with who and when; the CID then shows the new ONT and the swap in its
 * history.
 */
export default function OntSwapPage({ screen }: { screen: { title: string } }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [offset, setOffset] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  const [done, setDone] = useState<string>();
  const results = useQuery(OntSwapSearchQuery, { variables: { text: searched, first: SEARCH_PAGE_SIZE, offset }, skip: searched === '' });
  const cid = useQuery(OntSwapCidQuery, { variables: { id: selected ?? '' }, skip: selected === null, fetchPolicy: 'network-only' });
  const found = results.data?.ontSwapSearch;
  // A refused search (too short, too many matches) says why, in the user's language.
  const searchError = CombinedGraphQLErrors.is(results.error) ? results.error.errors[0]?.message : undefined;

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearched(text.trim());
    setOffset(0);
    setSelected(null);
    setDone(undefined);
  };

  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl">
          {screen.title}
        </Heading>
        <Text color="fg.muted" mt="1" maxW="3xl">
          {t('ontSwap.intro')}
        </Text>
      </Box>
      <chakra.form role="search" onSubmit={onSearch} aria-label={t('ontSwap.search')} bg="white" borderWidth="1px" rounded="md" p="4">
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box flex="1" minW="64">
            <Field.Root>
              <Field.Label>{t('ontSwap.search')}</Field.Label>
              <Input
                type="search"
                value={text}
                maxLength={100}
                onChange={(event) => setText(event.currentTarget.value)}
                placeholder={t('ontSwap.searchPlaceholder')}
              />
            </Field.Root>
          </Box>
          <Button type="submit" colorPalette="brand" disabled={text.trim().length < 2}>
            {t('ontSwap.find')}
          </Button>
        </Flex>
      </chakra.form>

      {done ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{done}</Alert.Description>
        </Alert.Root>
      ) : null}

      {results.loading ? <Spinner aria-label={t('ontSwap.loading')} /> : null}
      {searchError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{searchError}</Alert.Description>
        </Alert.Root>
      ) : null}
      {found && found.items.length === 0 ? <Text color="fg.muted">{t('ontSwap.noResults')}</Text> : null}
      {found && found.items.length > 0 ? (
        <Flex align="center" justify="space-between" gap="3" wrap="wrap" as="nav" aria-label={t('ontSwap.pages')}>
          <Text aria-live="polite" data-testid="search-count">
            {t('ontSwap.count', {
              count: found.pageInfo.totalCount,
              from: found.pageInfo.offset + 1,
              to: found.pageInfo.offset + found.items.length,
            })}
          </Text>
          {found.pageInfo.hasPreviousPage || found.pageInfo.hasNextPage ? (
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                disabled={!found.pageInfo.hasPreviousPage}
                onClick={() => setOffset(Math.max(0, found.pageInfo.offset - SEARCH_PAGE_SIZE))}
              >
                {t('ontSwap.previous')}
              </Button>
              <Text fontSize="sm">
                {t('ontSwap.page', {
                  page: Math.floor(found.pageInfo.offset / SEARCH_PAGE_SIZE) + 1,
                  pages: Math.max(1, Math.ceil(found.pageInfo.totalCount / SEARCH_PAGE_SIZE)),
                })}
              </Text>
              <Button size="sm" variant="outline" disabled={!found.pageInfo.hasNextPage} onClick={() => setOffset(found.pageInfo.offset + SEARCH_PAGE_SIZE)}>
                {t('ontSwap.next')}
              </Button>
            </HStack>
          ) : null}
        </Flex>
      ) : null}
      {found?.items.map((location) => (
        <Box key={location.id} bg="white" borderWidth="1px" rounded="md" p="4" data-location={location.id}>
          <Text fontWeight="semibold" mb="2">
            {location.label}
          </Text>
          <Table.Root size="sm" aria-label={location.label}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('ontSwap.cid')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ontSwap.unit')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ontSwap.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('ontSwap.currentSerial')}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {location.cids.map((row) => (
                <Table.Row key={row.id} data-cid={row.id}>
                  <Table.Cell fontWeight="medium">{row.id}</Table.Cell>
                  <Table.Cell>{row.unit ?? '–'}</Table.Cell>
                  <Table.Cell>
                    <Badge variant="subtle">{row.status.label}</Badge>
                  </Table.Cell>
                  <Table.Cell fontFamily="mono">{row.ontSerial ?? '–'}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {row.ontSerial ? (
                      <Button
                        size="xs"
                        variant={selected === row.id ? 'solid' : 'outline'}
                        aria-label={t('ontSwap.select', { cid: row.id })}
                        onClick={() => {
                          setSelected(row.id);
                          setDone(undefined);
                        }}
                      >
                        {t('ontSwap.choose')}
                      </Button>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      ))}

      {selected !== null && cid.loading && !cid.data ? <Spinner aria-label={t('ontSwap.loading')} /> : null}
      {cid.data?.cid ? (
        <SwapPanel
          key={cid.data.cid.id}
          cid={cid.data.cid}
          onSwapped={(message) => {
            setDone(message);
            void cid.refetch().catch(() => undefined);
            void results.refetch().catch(() => undefined);
          }}
          onConflict={() => void results.refetch().catch(() => undefined)}
        />
      ) : null}
    </Stack>
  );
}
