import { Trans } from '@lingui/react/macro';
import { Card, Stack, Title } from '@mantine/core';
import { actEditBlocker } from '@notary/domain/act';
import { priceTermsKind, termBlocksOf, type TermBlock } from '@notary/domain/validation';
import type { ReactNode } from 'react';
import type { ActGeneral } from '../api/types.ts';
import { ActPriceTerms, SalePriceTerms, type TermBlockProps } from './price-terms.tsx';
import { ProxyTerms } from './proxy-terms.tsx';
import { SpouseRecordsTerms } from './spouse-records-terms.tsx';
import { TravelTerms } from './travel-terms.tsx';

export type ActTermsBlockProps = {
  /** The act card's general tab (GET /api/notarial_act/:uuid). */
  act: ActGeneral;
  /** The caller offers editing (the wizard's terms step, the card's general tab); the act's step and the user's role decide whether it is possible now. */
  editable: boolean;
  /** After a block is saved, with the act as the API answered it. */
  onSaved?: (act: ActGeneral) => void;
};

const BLOCK_TITLES: Record<TermBlock, ReactNode> = {
  price: <Trans>Narx va to'lov shartlari</Trans>,
  proxy: <Trans>Ishonchnoma vakolatlari va muddati</Trans>,
  travel: <Trans>Chet elga chiqish shartlari</Trans>,
  spouse_records: <Trans>Nikoh va ajrim yozuvlari</Trans>,
};

function PriceBlock(props: TermBlockProps) {
  const kind = priceTermsKind(props.act.typeId);
  if (kind === 'sale') return <SalePriceTerms {...props} />;
  return kind ? <ActPriceTerms {...props} kind={kind} /> : null;
}

const BLOCKS: Record<TermBlock, (props: TermBlockProps) => ReactNode> = {
  price: PriceBlock,
  proxy: ProxyTerms,
  travel: TravelTerms,
  spouse_records: SpouseRecordsTerms,
};

/** The term blocks this component shows for a type (the act wizard has a terms step only when there is one). */
export function shownTermBlocks(typeId: number): TermBlock[] {
  return termBlocksOf(typeId).filter((block) => BLOCKS[block]);
}

/**
 * The term blocks of an act (issue 13 part 2, spec/acts-domain.md 3 and 5):
 * exactly the blocks its type needs (`termBlocksOf`), editable while the
 * domain lets this user edit the act (`actEditBlocker`: the applicant in
 * Preparation, the notary during the check) and the caller asks for it,
 * read-only otherwise. Each block saves through the acts API, which checks
 * the same rules and answers a refusal per field.
 */
export function ActTermsBlock({ act, editable, onSaved }: ActTermsBlockProps) {
  const canEdit = editable && actEditBlocker({ step: act.step, status: act.status }, act.actor) === null;
  const blocks = shownTermBlocks(act.typeId);
  if (blocks.length === 0) return null;
  return (
    <Stack gap="md" data-testid="act-terms">
      {blocks.map((block) => {
        const Block = BLOCKS[block];
        return (
          <Card key={block} withBorder radius="md" padding="lg" data-testid={`act-terms-${block}`}>
            <Stack gap="md">
              <Title order={3} fz="lg">
                {BLOCK_TITLES[block]}
              </Title>
              <Block act={act} canEdit={canEdit} onSaved={onSaved} />
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
