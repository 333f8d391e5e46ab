import { useLingui } from '@lingui/react';
import { useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Box, ScrollArea, Text } from '@mantine/core';
import { ACT_STEP_NUMBERS, type ActStatus, type ActStep } from '@notary/domain/act';
import { READABLE_TEXT, STEP_LABELS } from './labels.ts';

/**
 * acts-domain 4 "Nine process steps" as a progress bar: the steps done, the
 * current one (aria-current="step"), the ones ahead. A registered act has
 * every step done; an act that ended otherwise marks where it stopped.
 */
export function ActProgress({ step, status }: { step: ActStep; status: ActStatus }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const isRegistered = status === 'registered';
  const isStopped = status !== 'active' && !isRegistered;
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Box component="ol" aria-label={t`Jarayon bosqichlari`} data-testid="act-progress" style={{ display: 'flex', gap: 4, listStyle: 'none', margin: 0, padding: 0, minWidth: 880 }}>
        {ACT_STEP_NUMBERS.map((n) => {
          const isDone = n < step || (isRegistered && n === step);
          const isCurrent = n === step && !isRegistered;
          const color = isDone ? 'var(--mantine-color-green-8)' : isCurrent ? (isStopped ? 'var(--mantine-color-red-8)' : 'var(--mantine-color-blue-8)') : 'var(--mantine-color-gray-6)';
          return (
            <Box
              component="li"
              key={n}
              aria-current={isCurrent ? 'step' : undefined}
              data-testid={`progress-step-${n}`}
              data-state={isDone ? 'done' : isCurrent ? 'current' : 'ahead'}
              style={{ flex: 1, borderTop: `4px solid ${color}`, paddingTop: 6 }}
            >
              <Text size="xs" fw={isCurrent ? 700 : 500} c={isDone || isCurrent ? undefined : 'gray.7'}>
                {n}. {i18n._(STEP_LABELS[n])}
              </Text>
              {isDone ? <Text size="xs" c={READABLE_TEXT.green}>{t`bajarildi`}</Text> : isCurrent ? <Text size="xs" c={isStopped ? READABLE_TEXT.red : READABLE_TEXT.blue}>{t`joriy bosqich`}</Text> : null}
            </Box>
          );
        })}
      </Box>
    </ScrollArea>
  );
}
