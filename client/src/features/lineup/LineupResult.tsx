import { Alert, Card, Paper, Stack, Title, Typography } from '@mantine/core';
import { IconAlertTriangle, IconSettings } from '@tabler/icons-react';
import { useId, type Ref } from 'react';
import type { LineupAnswer } from '../../api/lineup';
import { SafeMarkdown } from '../../ui/SafeMarkdown';
import { LineupAdvice } from './LineupAdvice';
import { suggestionHeading } from './lineup-rules';

/**
 * The advisor's answer: its numbers (LineupAdvice: the night's odds, the decision at hand, the five
 * pairings, the players who can never play) and the suggestion text (the AI writer's failure as a warning above it; 'Configuration Required' as the heading when
 * the text says it could not be generated, and in place of it when none came).
 */
export function LineupResult({
  answer,
  headingRef,
}: {
  answer: LineupAnswer;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const titleId = useId();
  const { analysis } = answer;
  const suggestion = answer.suggestion.trim();

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId} tabIndex={-1} ref={headingRef} style={{ outlineOffset: 4 }}>
          {suggestionHeading(answer)}
        </Title>

        <LineupAdvice analysis={analysis} />

        <Stack gap="xs">
          {answer.error && suggestion && (
            <Alert color="yellow" title="Warning" icon={<IconAlertTriangle size={18} />}>
              {answer.error}
            </Alert>
          )}
          {suggestion ? (
            <Paper withBorder radius="md" p="sm" data-testid="lineup-suggestion">
              <Typography>
                <SafeMarkdown>{suggestion}</SafeMarkdown>
              </Typography>
            </Paper>
          ) : (
            <Alert color="red" title="Configuration Required" icon={<IconSettings size={18} />}>
              No suggestion returned
            </Alert>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
