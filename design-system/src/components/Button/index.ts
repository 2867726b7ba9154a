export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps } from './Button';
export { buttonStyles, type ButtonSize, type ButtonVariant } from './Button.styles';
