export { TextLink, type TextLinkProps } from './TextLink';
export { linkStyles } from './TextLink.styles';
