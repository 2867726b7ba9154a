export { FormLayout, type FormLayoutProps } from './FormLayout';
export type { FormWidth } from './FormLayout.styles';
