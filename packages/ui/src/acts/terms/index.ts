export { ActTermsBlock, type ActTermsBlockProps } from './act-terms-block.tsx';
