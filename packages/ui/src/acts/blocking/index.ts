export { BLOCKING_CODES, BlockingNotice, blockingRuleOf, isBlockingCode, type BlockingCode, type BlockingNoticeProps, type BlockingRule } from './blocking-notice.tsx';
export { useReloadKinship } from './reload-kinship.ts';
