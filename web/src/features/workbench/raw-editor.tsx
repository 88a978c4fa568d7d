import { useRef, useState, type UIEvent } from 'react';
import { Box, Button, Flex, HStack, Input, List, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import '../../lib/form-recipes';
import '../../lib/later-recipes';
import type { WorkbenchIssue_IssueFragment } from '../../gql/graphql';
import type { DraftFile } from './use-draft';
import './texts';
import { useTranslation } from '../../lib/i18n';

const LINE_HEIGHT = 1.5;

/**
 * The raw editor: one definition file as text in a monospace area with line numbers, the
 * server's messages for that file below it; a click on a message selects its line.
 */
export function RawEditor({
  files,
  issues,
  onChange,
  onAdd,
  onRemove,
}: {
  files: readonly DraftFile[];
  issues: readonly WorkbenchIssue_IssueFragment[];
  onChange: (name: string, text: string) => void;
  onAdd: (name: string) => void;
  onRemove: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(files[0]?.name ?? '');
  const [newName, setNewName] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const gutter = useRef<HTMLPreElement>(null);
  const file = files.find((candidate) => candidate.name === selected) ?? files[0];
  const fileIssues = issues.filter((issue) => file !== undefined && issue.file.endsWith(`/${file.name}`));
  const otherIssues = issues.filter((issue) => !fileIssues.includes(issue));
  const lineCount = (file?.text ?? '').split('\n').length;
  const badLines = new Set(fileIssues.map((issue) => issue.line).filter((line): line is number => typeof line === 'number'));

  const goToLine = (line: number) => {
    const area = textarea.current;
    if (!area || !file) return;
    const lines = file.text.split('\n');
    const start = lines.slice(0, line - 1).reduce((sum, text) => sum + text.length + 1, 0);
    area.focus();
    area.setSelectionRange(start, start + (lines[line - 1]?.length ?? 0));
    const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
    area.scrollTop = Math.max(0, (line - 3) * lineHeight);
  };
  const syncGutter = (event: UIEvent<HTMLTextAreaElement>) => {
    if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
  };

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <NativeSelect.Root size="sm" width="56">
          <NativeSelect.Field aria-label={t('workbench.raw.file')} value={file?.name ?? ''} onChange={(event) => setSelected(event.currentTarget.value)}>
            {files.map((candidate) => (
              <option key={candidate.name} value={candidate.name}>
                {candidate.name}
                {issues.some((issue) => issue.file.endsWith(`/${candidate.name}`)) ? ' ⚠' : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {file ? (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onRemove(file.name)}>
            {t('workbench.raw.remove', { name: file.name })}
          </Button>
        ) : null}
        <HStack
          as="form"
          gap="2"
          onSubmit={(event) => {
            event.preventDefault();
            if (newName.trim() === '') return;
            onAdd(newName.trim());
            setSelected(newName.trim());
            setNewName('');
          }}
        >
          <Input
            size="sm"
            width="44"
            placeholder="neu.yaml"
            aria-label={t('workbench.raw.newName')}
            value={newName}
            onChange={(event) => setNewName(event.currentTarget.value)}
          />
          <Button size="sm" type="submit" variant="outline">
            {t('workbench.raw.add')}
          </Button>
        </HStack>
      </HStack>
      {file ? (
        <Flex borderWidth="1px" borderRadius="md" bg="white" overflow="hidden" fontFamily="mono" fontSize="sm" height="28rem">
          <Box
            as="pre"
            ref={gutter}
            aria-hidden="true"
            m="0"
            py="2"
            px="2"
            textAlign="right"
            color="fg.muted"
            bg="gray.100"
            overflow="hidden"
            userSelect="none"
            lineHeight={LINE_HEIGHT}
            minW="3.5rem"
          >
            {Array.from({ length: lineCount }, (_value, index) => (
              <Box
                as="span"
                display="block"
                key={index}
                color={badLines.has(index + 1) ? 'red.600' : undefined}
                fontWeight={badLines.has(index + 1) ? 'bold' : undefined}
              >
                {index + 1}
              </Box>
            ))}
          </Box>
          <Textarea
            ref={textarea}
            aria-label={t('workbench.raw.text', { name: file.name })}
            value={file.text}
            onChange={(event) => onChange(file.name, event.currentTarget.value)}
            onScroll={syncGutter}
            spellCheck={false}
            wrap="off"
            border="0"
            borderRadius="0"
            resize="none"
            height="full"
            py="2"
            fontFamily="mono"
            fontSize="sm"
            lineHeight={LINE_HEIGHT}
            _focusVisible={{ outline: 'none', boxShadow: 'none' }}
          />
        </Flex>
      ) : (
        <Text color="fg.muted">{t('workbench.raw.noFiles')}</Text>
      )}
      {fileIssues.length + otherIssues.length > 0 ? (
        <List.Root gap="1" variant="plain" aria-label={t('workbench.raw.issues')}>
          {[...fileIssues, ...otherIssues].map((issue) => (
            <List.Item key={issue.text}>
              {issue.line && fileIssues.includes(issue) ? (
                <Box
                  as="button"
                  color="red.700"
                  fontFamily="mono"
                  fontSize="xs"
                  textAlign="left"
                  cursor="pointer"
                  _hover={{ textDecoration: 'underline' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
                  onClick={() => goToLine(issue.line as number)}
                  title={t('workbench.raw.goToLine', { line: issue.line })}
                >
                  {issue.text}
                </Box>
              ) : (
                <Text color="red.700" fontFamily="mono" fontSize="xs">
                  {issue.text}
                </Text>
              )}
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Stack>
  );
}
