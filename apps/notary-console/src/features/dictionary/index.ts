export { UpdateDictPage } from './update-dict-page.tsx';
