import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { formatDateTime, formatPhone } from '@notary/ui/format';
import type { SmsOutboxMessage } from '../api/get-sms-outbox.ts';
import { SMS_STATUS_LABELS } from './status-labels.ts';

/** The first block of a uuid: enough to tell acts apart on one screen. */
const shortId = (id: string) => id.slice(0, 8);

export type SmsOutboxTableProps = {
  messages: SmsOutboxMessage[];
  /** Narrows the list to one act (the act id in a row is its shortcut). */
  onFilterByAct: (actId: string) => void;
};

/** The outbox rows in the order the API gives them (newest first). */
export function SmsOutboxTable({ messages, onFilterByAct }: SmsOutboxTableProps) {
  const { i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md" striped data-testid="sms-outbox-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Vaqti</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Telefon raqami</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Xabar matni</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Notarial harakat</Trans>
            </Table.Th>
            <Table.Th style={{ whiteSpace: 'nowrap' }}>
              <Trans>Holati</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => {
            const status = SMS_STATUS_LABELS[message.status];
            return (
              <Table.Tr key={message.id} data-testid="sms-outbox-row">
                <Table.Td style={{ whiteSpace: 'nowrap' }} ff="monospace" fz="sm">
                  {formatDateTime(message.createdAt)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPhone(message.phone)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} miw={240}>
                  {message.text}
                </Table.Td>
                <Table.Td>
                  {message.actId ? (
                    <Anchor component="button" type="button" ff="monospace" fz="sm" title={message.actId} onClick={() => onFilterByAct(message.actId!)}>
                      {shortId(message.actId)}
                    </Anchor>
                  ) : (
                    <Text c="dimmed" span>
                      —
                    </Text>
                  )}
                </Table.Td>
                {/* Issue 14: the status is read in full: the cell does not shrink below its badge, and the badge's label is never cut to an ellipsis. */}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Badge variant="light" color={status?.color ?? 'gray'} styles={{ root: { overflow: 'visible', maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip' } }} data-testid="sms-outbox-status">
                    {status ? i18n._(status.label) : message.status}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
