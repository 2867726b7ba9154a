export { Logo, type LogoProps } from './Logo';
export { Avatar, type AvatarProps } from './Avatar';
export { defaultLogoSrc } from './defaultLogo';
