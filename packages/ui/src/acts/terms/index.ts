export { ActTermsBlock, shownTermBlocks, type ActTermsBlockProps } from './act-terms-block.tsx';
